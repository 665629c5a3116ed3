import { averageElixir } from '@shared/deck-rules';
import { deckProblems } from '@shared/deck-validity';
import type { Card } from '@shared/card';
import type { PlayerContext } from '@shared/player-context';
import type { EngineAnswer, EngineDeck } from './deck-engine';
import type { ParsedRequest } from './parse-request';
import { formUnlocked } from './slot-record';

/**
 * Every hard rule an answer must keep, as a list of broken ones (empty = legal): shared by the unit
 * test and `npm run bench:engine`, so the benchmark's "100% valid" means exactly what the test checks.
 */
export function deckViolations(
  answer: EngineAnswer,
  request: ParsedRequest,
  catalogue: readonly Card[],
  player?: PlayerContext,
): string[] {
  const problems: string[] = [];
  if (!answer.deck) return request.isDeckRequest ? ['no deck for a deck request'] : [];
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const average = (deck: EngineDeck) =>
    // The one average every screen shows (Mirror left out of the mean, one decimal).
    averageElixir(deck.cardIds.map((id) => byId.get(id)).filter((c) => c !== undefined));
  const withinBounds = (deck: EngineDeck) =>
    (request.maxAvgElixir === null || average(deck) <= request.maxAvgElixir + 1e-9) &&
    (request.minAvgElixir === null || average(deck) >= request.minAvgElixir - 1e-9);
  const decks = [answer.deck, ...(answer.decks ?? []).map((d) => d.deck)];
  for (const deck of decks) problems.push(...rulesBroken(deck, request, byId, player));
  // The answer's deck keeps the elixir bounds, unless the answer says they are out of reach for
  // what was asked and offers another deck that keeps them.
  if (!withinBounds(answer.deck)) {
    const said = /decks (?:start|top out) around \d\.\d elixir/.test(answer.response);
    if (!said || !decks.some(withinBounds))
      problems.push(
        `average ${average(answer.deck).toFixed(2)} outside ${request.minAvgElixir ?? '-'}–${request.maxAvgElixir ?? '-'}`,
      );
  }
  return problems;
}

/** The rules every deck of an answer keeps, whatever the elixir bounds. */
function rulesBroken(
  deck: EngineDeck,
  request: ParsedRequest,
  byId: Map<number, Card>,
  player?: PlayerContext,
): string[] {
  const problems: string[] = [];
  // The shared deck rules first (8 distinct cards, no tower troop, one champion, slots).
  problems.push(
    ...deckProblems(deck.cardIds, (id) => byId.get(id), {
      towerTroopId: deck.towerTroopId,
      slots: deck.evolutionSlots,
    }),
  );
  const known = deck.cardIds.map((id) => byId.get(id)).filter((c) => c !== undefined);
  for (const [i, id] of deck.evolutionSlots.entries()) {
    const card = byId.get(id);
    if (deck.cardIds[i] !== id) problems.push('slotted cards are not first');
    if (player) {
      const level = player.cards.find((l) => l.cardId === id);
      if (!formUnlocked(level)) {
        problems.push(`${card?.name ?? id} slotted but not unlocked`);
      }
    }
  }
  for (const id of request.exclude) {
    if (deck.cardIds.includes(id)) problems.push(`excluded ${byId.get(id)?.name} is in the deck`);
  }
  for (const c of known) {
    if (request.excludeRarities.includes(c.rarity)) problems.push(`${c.name} is ${c.rarity}`);
  }
  if (player && (request.ownedOnly || request.preferHighLevels)) {
    const owned = new Set(player.cards.map((l) => l.cardId));
    for (const c of known) if (!owned.has(c.id)) problems.push(`${c.name} is not owned`);
  }
  // A hero may keep its slot under "no evolutions"; a card with no hero form is an evolution.
  if (request.noEvolutions && deck.evolutionSlots.some((id) => byId.get(id)?.hasHero !== true))
    problems.push('evolutions despite "no evolutions"');
  if (request.noHeroes && deck.evolutionSlots.some((id) => byId.get(id)?.hasEvolution !== true))
    problems.push('heroes despite "no heroes"');
  return problems;
}
