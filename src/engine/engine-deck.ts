/**
 * The deck shapes every kind of answer shares: a built deck as the answer carries it, the cards
 * of some ids, a deck made elsewhere as explain() wants it, the thread's limit notes, and how a
 * deck of a list and a thread title are written.
 */

import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import type { DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import { levelsById, names } from './analyze-deck';
import { detectArchetype } from './archetype';
import { pickSlots, slotFormIn, slotUnlocked, towerTroopFor, type BuiltDeck } from './build-deck';
import { relatedList } from './corpus-fit';
import type { EngineDeck } from './deck-engine';
import type { CardBase, EngineCard } from './knowledge';
import type { ParsedRequest } from './parse-request';
import type { mergeLimits } from './thread-limits';

/** What explain() says of the thread's limits: those carried over, lifted, and notes on them. */
export const limitNotes = ({ carried, lifted, notes }: ReturnType<typeof mergeLimits>) => ({
  carried,
  lifted,
  notes,
});

/** A built deck (or any cards, slots and tower troop) as the answer carries it. */
export const toEngineDeck = ({
  cards,
  slotted,
  towerTroopId,
}: Pick<BuiltDeck, 'cards' | 'slotted' | 'towerTroopId'>): EngineDeck => ({
  cardIds: cards.map((c) => c.id),
  towerTroopId,
  evolutionSlots: slotted.map((c) => c.id),
});

/** The catalogue cards of some ids (unknown ids left out). */
export const resolveIds = (base: CardBase, ids: readonly number[]) =>
  ids.map((id) => base.byId.get(id)).filter((c) => c !== undefined);

/** A built deck as explain() wants it, for decks that did not come from buildDeck. */
export const asBuiltDeck = (
  base: CardBase,
  cards: EngineCard[],
  request: ParsedRequest,
  player: PlayerContext | undefined,
  keepSlots: readonly number[] = [],
  cameIn: readonly EngineCard[] = [],
): BuiltDeck => {
  const levels = player ? levelsById(player) : null;
  // A card the user put in a slot ("add evo Knight") takes one ahead of the slots that stay.
  const asked = cards.filter((c) => request.slotOn.includes(c.id) && slotUnlocked(c, levels));
  // "Put the evo on Baby Dragon" moves an evolution: of the slots that stay, one holding the same
  // form makes room first (Inferno Dragon's evolution, not Tombstone's hero).
  const formOf = slotFormIn(request, levels);
  const askedForms = new Set(asked.map(formOf));
  // "… instead of Tesla", "move the evo from Tesla": the card named gives its slot up.
  const off = (c: EngineCard) => request.slotOff.includes(c.id);
  const staying = cards
    .filter((c) => keepSlots.includes(c.id) && !asked.includes(c) && !off(c))
    .sort((a, b) => Number(askedForms.has(formOf(a))) - Number(askedForms.has(formOf(b))));
  const kept = [...asked, ...staying].slice(0, MAX_EVOLUTION_SLOTS);
  // The same eight cards get the same slots however they arrive: the real list's, when the
  // deck is one.
  const near = relatedList(cards, base);
  const list = near?.shared === DECK_SIZE ? near.list : null;
  // A slot whose card was swapped out goes to the best card for it among the others.
  const vacated = keepSlots.length - kept.length;
  const refilled = kept.length
    ? [
        ...kept,
        ...pickSlots(
          cards.filter((c) => !kept.includes(c) && !off(c)),
          levels,
          request,
          list,
        ).slice(0, Math.max(0, vacated)),
      ]
    : pickSlots(cards, levels, request, list);
  // A slot the deck left empty goes to a card this change brought in that the player has
  // unlocked (the in-game deck's own empty slot stays as the game has it).
  const slotted = levels
    ? [
        ...refilled,
        ...pickSlots(
          cameIn.filter((c) => cards.includes(c) && !refilled.includes(c)),
          levels,
          request,
          null,
        ).slice(0, MAX_EVOLUTION_SLOTS - refilled.length),
      ]
    : refilled;
  const rest = cards.filter((c) => !slotted.includes(c));
  return {
    cards: [...slotted, ...rest],
    slotted,
    levels,
    ...towerTroopFor(request, player),
    archetype: detectArchetype(cards, base).family,
    list: null,
    notes: [],
  };
};

/** A thread title cut to `max` characters. */
export function cut(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * One deck of an answer with several: "**2. Hog 2.6 — 2.6 average elixir.** its cards; its record."
 * then what goes `before` its first warning ("Watch out: …") and what goes `after` it.
 */
export function numberedDeck(
  n: number,
  title: string,
  cards: readonly EngineCard[],
  analysis: DeckAnalysis,
  record: string,
  { before = '', after = '' }: { before?: string; after?: string } = {},
): string {
  const gap = analysis.issues[0] ? ` Watch out: ${analysis.issues[0].text}` : '';
  return `**${n}. ${title} — ${analysis.avgElixir.toFixed(1)} average elixir.** ${names(cards)}; ${record}.${before}${gap}${after}`;
}

/** "Zap, Arrows or The Log". */
export function orList(cards: readonly EngineCard[]): string {
  return cards.length < 2
    ? (cards[0]?.name ?? '')
    : `${cards
        .slice(0, -1)
        .map((c) => c.name)
        .join(', ')} or ${cards.at(-1)?.name ?? ''}`;
}
