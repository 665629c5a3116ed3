import { DEFAULT_TOWER_TROOP_ID, type Card } from '@shared/card';
import { canTakeSlot, deckProblems } from '@shared/deck-validity';
import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import type { DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import { analyzeDeck } from './analyze-deck';
import { buildDeck } from './build-deck';
import { explain, HELP_TEXT } from './explain';
import { archetypeLabels, createCardBase, type CardBase, type EngineCard } from './knowledge';
import type { DeckKnowledge } from '@shared/deck-knowledge';
import { parseRequest } from './parse-request';

export interface EngineDeck {
  /** Exactly 8 ids, evolution / hero slotted cards first in slot order. */
  cardIds: number[];
  towerTroopId: number;
  /** Ids of the (at most 2) slotted cards. */
  evolutionSlots: number[];
}

export interface EngineAnswer {
  /** null only when the message is not a deck request (a greeting); `response` then says what to ask. */
  deck: EngineDeck | null;
  analysis: DeckAnalysis | null;
  response: string;
  notUnderstood: string[];
  /** A short thread title summarising the request. */
  title: string;
}

export interface DeckEngine {
  answer(input: {
    message: string;
    player?: PlayerContext | undefined;
    previousDeck?: EngineDeck | null | undefined;
  }): EngineAnswer;
  analyze(cardIds: number[], player?: PlayerContext): DeckAnalysis;
  /** Checks a deck proposed elsewhere (card ids or names): an EngineDeck, or why it is not legal. */
  validate(
    cards: ReadonlyArray<number | string>,
  ): { ok: true; deck: EngineDeck } | { ok: false; reasons: string[] };
}

function cut(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function titleFor(
  message: string,
  deckCards: readonly EngineCard[] | null,
  archetype: string | null,
  counter: string[],
): string {
  if (!deckCards) return cut(message.trim().replace(/\s+/g, ' ') || 'New Chat');
  if (counter.length) return cut(`Counter ${counter.join(' & ')}`);
  const wc = deckCards.find((c) => c.has('win_condition'));
  const label = archetype ? archetype.toLowerCase() : 'deck';
  return cut(wc ? `${wc.name} ${label}` : `${archetype ?? 'Balanced'} deck`);
}

/** The deck engine over one catalogue: pure and deterministic (same input, same answer). */
export function createDeckEngine(
  catalogue: readonly Card[],
  knowledge?: DeckKnowledge,
): DeckEngine {
  const base: CardBase = createCardBase(catalogue, knowledge);

  const toEngineDeck = (
    cards: readonly EngineCard[],
    slotted: readonly EngineCard[],
    towerTroopId: number,
  ): EngineDeck => ({
    cardIds: cards.map((c) => c.id),
    towerTroopId,
    evolutionSlots: slotted.map((c) => c.id),
  });

  const resolve = (ids: readonly number[]) =>
    ids.map((id) => base.byId.get(id)).filter((c) => c !== undefined);

  return {
    answer({ message, player, previousDeck }) {
      const request = parseRequest(message, base, {
        hasPreviousDeck: Boolean(previousDeck),
        hasPlayer: Boolean(player),
      });
      if (!request.isDeckRequest) {
        return {
          deck: null,
          analysis: null,
          response: HELP_TEXT,
          notUnderstood: request.notUnderstood,
          title: titleFor(message, null, null, []),
        };
      }
      const built = buildDeck(request, base, player, { previousDeck: previousDeck?.cardIds });
      const analysis = analyzeDeck(built.cards, base, player);
      const previous = request.followUp ? resolve(previousDeck?.cardIds ?? []) : [];
      const current =
        request.improveDeck && !request.followUp
          ? resolve(player?.currentDeck ?? []).filter((c) => c.type !== 'Tower')
          : [];
      const changedFrom =
        previous.length === DECK_SIZE
          ? { cards: previous, what: 'Your last deck' }
          : current.length === DECK_SIZE
            ? { cards: current, what: 'Your deck' }
            : null;
      const response = explain(built, analysis, request, base, { changedFrom });
      return {
        deck: toEngineDeck(built.cards, built.slotted, built.towerTroopId),
        analysis,
        response,
        notUnderstood: request.notUnderstood,
        title: titleFor(
          message,
          built.cards,
          built.archetype ? archetypeLabels[built.archetype] : null,
          request.counter.map((id) => base.byId.get(id)?.name ?? '').filter(Boolean),
        ),
      };
    },

    analyze(cardIds, player) {
      return analyzeDeck(resolve(cardIds), base, player);
    },

    validate(input) {
      // Names are resolved here (the model writes names); the deck rules are the shared ones.
      const reasons: string[] = [];
      const ids: number[] = [];
      for (const item of input) {
        const card =
          typeof item === 'number'
            ? base.byId.get(item)
            : (base.byName.get(item.trim().toLowerCase()) ??
              base.cards.find(
                (c) =>
                  c.name.toLowerCase().replace(/[.]/g, '') ===
                  item.trim().toLowerCase().replace(/[.]/g, ''),
              ));
        if (!card) reasons.push(`${String(item)} is not a Clash Royale card.`);
        else ids.push(card.id);
      }
      if (reasons.length === 0) reasons.push(...deckProblems(ids, (id) => base.byId.get(id)));
      if (reasons.length) return { ok: false, reasons };
      const cards = resolve(ids);
      const slotted = cards
        .filter(canTakeSlot)
        .sort(
          (a, b) =>
            (b.stats?.evolutionShare ?? 0) +
              (b.stats?.heroShare ?? 0) -
              ((a.stats?.evolutionShare ?? 0) + (a.stats?.heroShare ?? 0)) ||
            b.usage - a.usage ||
            a.id - b.id,
        )
        .slice(0, MAX_EVOLUTION_SLOTS);
      const ordered = [...slotted, ...cards.filter((c) => !slotted.includes(c))];
      return { ok: true, deck: toEngineDeck(ordered, slotted, DEFAULT_TOWER_TROOP_ID) };
    },
  };
}
