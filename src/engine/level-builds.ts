/**
 * Decks at the player's levels: the player as a level floor leaves them ("only my level 15
 * cards"), what that floor did to the deck, and "my highest level cards", relaxed one level at a
 * time. Each reads only the card base, the request and the player.
 */

import { DECK_SIZE } from '@shared/deck-rules';
import type { PlayerContext } from '@shared/player-context';
import { buildDeck, type BuiltDeck } from './build-deck';
import { findIssues, list } from './analyze-deck';
import type { CardBase } from './knowledge';
import type { ParsedRequest } from './parse-request';

/** "My highest level cards" relaxes at most this many levels below the player's top level. */
const MAX_LEVEL_RELAX = 4;

/** After relaxing, what each level above the floor is worth to the deck built around the top cards. */
const LEVEL_BONUS = 40;

/**
 * "Only my level 15 cards", "no card below level 16": the player as the builder sees them, with
 * only their cards at the floor or higher (and the cards the request names, which `floorNote`
 * then says). Null when that leaves fewer than `needed` cards; the player as they are with no
 * floor asked.
 */
export function atFloor(
  base: CardBase,
  request: ParsedRequest,
  player: PlayerContext | undefined,
  needed: number,
): PlayerContext | undefined | null {
  const floor = request.levelFloor;
  if (floor === null || !player) return player;
  const cards = player.cards.filter(
    (l) =>
      l.displayLevel >= floor ||
      request.include.includes(l.cardId) ||
      base.byId.get(l.cardId)?.type === 'Tower',
  );
  const count = cards.filter((l) => base.byId.get(l.cardId)?.type !== 'Tower').length;
  return count >= needed ? { ...player, cards } : null;
}

/** What a level floor did to the deck: kept, broken for a card asked for, or too high to keep. */
export function floorNote(
  base: CardBase,
  request: ParsedRequest,
  player: PlayerContext,
  built: BuiltDeck,
): string {
  const floor = request.levelFloor ?? 0;
  const levelOf = new Map(player.cards.map((l) => [l.cardId, l.displayLevel]));
  const atOrAbove = player.cards.filter(
    (l) => l.displayLevel >= floor && base.byId.get(l.cardId)?.type !== 'Tower',
  ).length;
  if (atOrAbove < DECK_SIZE)
    return `${atOrAbove === 0 ? 'None' : `Only ${atOrAbove}`} of your cards ${atOrAbove <= 1 ? 'is' : 'are'} at level ${floor} or higher, too few for a deck, so this one is built from your highest levels instead.`;
  const below = built.cards.filter((c) => (levelOf.get(c.id) ?? 0) < floor);
  if (!below.length) return `Every card here is level ${floor} or higher, as you asked.`;
  const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const why = below.every((c) => rule?.all.includes(c.name))
    ? `${rule?.name ?? 'the deck'} is built around ${below.length === 1 ? 'it' : 'them'}`
    : below.every((c) => request.include.includes(c.id))
      ? `you asked for ${below.length === 1 ? 'it' : 'them'}`
      : 'no sound deck here does without them';
  return `${list(below.map((c) => `${c.name} (${levelOf.get(c.id) ?? 'not owned'})`))} ${below.length === 1 ? 'is' : 'are'} below level ${floor}: ${why}. Every other card is level ${floor} or higher.`;
}

/**
 * "My highest level cards": only cards at the player's top level, relaxing one level at a time
 * while those cards make no deck without a problem, and the answer says how far it relaxed.
 */
export function buildAtTopLevels(
  base: CardBase,
  request: ParsedRequest,
  player: PlayerContext,
  previousDeck: readonly number[] | undefined,
  /** "Another one": the decks not to give again (the last one and the one before it). */
  avoid?: readonly (readonly number[])[],
): BuiltDeck {
  const levels = player.cards
    .filter((l) => base.byId.get(l.cardId)?.type !== 'Tower')
    .map((l) => l.displayLevel);
  const top = Math.max(...levels);
  const atTop = levels.filter((l) => l === top).length;
  let built: BuiltDeck | null = null;
  let floor = top;
  const levelOf = new Map(player.cards.map((l) => [l.cardId, l.displayLevel]));
  const isSound = (b: BuiltDeck) =>
    !findIssues(b.cards, base).some((i) => i.check.severity === 'problem');
  for (; floor >= top - MAX_LEVEL_RELAX; floor--) {
    if (levels.filter((l) => l >= floor).length < DECK_SIZE) continue;
    built = buildDeck(request, base, player, {
      previousDeck,
      avoid,
      minLevel: floor,
      // At the top level itself, a real list made of those cards is the answer.
      realListsOnly:
        floor === top &&
        !request.followUp &&
        request.include.length === 0 &&
        request.archetypeRule === null,
    });
    if (isSound(built)) break;
  }
  if (!built || floor < top - MAX_LEVEL_RELAX) {
    floor = Math.max(floor, top - MAX_LEVEL_RELAX);
    built ??= buildDeck(request, base, player, { previousDeck, avoid });
  } else if (floor < top) {
    // Relaxed: the cards above the floor are the player's best, so a deck built around them
    // wins whenever it is just as sound and uses more of them.
    const above = (b: BuiltDeck) => b.cards.filter((c) => (levelOf.get(c.id) ?? 0) > floor).length;
    const aroundTop = buildDeck(request, base, player, {
      previousDeck,
      avoid,
      minLevel: floor,
      levelBonus: LEVEL_BONUS,
    });
    if (isSound(aroundTop) && above(aroundTop) > above(built)) built = aroundTop;
  }
  const topInDeck = (b: BuiltDeck) => b.cards.filter((c) => levelOf.get(c.id) === top).length;
  // A card the request holds (the one an archetype is built around) can sit under the floor.
  const underFloor = built.cards.filter((c) => (levelOf.get(c.id) ?? 0) < floor);
  const held = underFloor.filter((c) => request.include.includes(c.id));
  const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const except = held.length
    ? `, except ${list(held.map((c) => `${c.name} (${levelOf.get(c.id) ?? 0})`))}, which ${rule?.all.includes(held[0]?.name ?? '') ? `${rule.name} is built around` : request.followUp && held.every((c) => c.has('win_condition')) ? 'this deck is built around' : 'you asked for'}`
    : '';
  floor = Math.min(
    floor,
    ...built.cards.filter((c) => !held.includes(c)).map((c) => levelOf.get(c.id) ?? 0),
  );
  built.notes.unshift(
    floor === top
      ? `Every card here is at your top level, ${top}${except}.`
      : `Your top level is ${top}, but ${atTop < DECK_SIZE ? `only ${atTop} of your cards ${atTop === 1 ? 'is' : 'are'} at it` : `the cards at it do not make a deck without a gap`}, so I relaxed one level at a time: every card here is level ${floor} or higher${topInDeck(built) ? `, ${topInDeck(built)} of them at ${top}` : ''}${except}.`,
  );
  return built;
}
