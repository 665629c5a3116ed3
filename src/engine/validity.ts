import { averageElixir } from '@shared/deck-rules';
import { deckProblems } from '@shared/deck-validity';
import type { Card } from '@shared/card';
import type { PlayerContext } from '@shared/player-context';
import type { EngineAnswer } from './deck-engine';
import type { ParsedRequest } from './parse-request';

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
  const deck = answer.deck;
  if (!deck) return request.isDeckRequest ? ['no deck for a deck request'] : [];
  const byId = new Map(catalogue.map((c) => [c.id, c]));
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
      if (!level || (level.evolutionLevel === 0 && !level.heroUnlocked)) {
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
  if (request.noEvolutions && deck.evolutionSlots.length)
    problems.push('evolutions despite "no evolutions"');
  // The one average every screen shows (Mirror left out of the mean, one decimal).
  const average = averageElixir(known);
  if (request.maxAvgElixir !== null && average > request.maxAvgElixir + 1e-9) {
    problems.push(`average ${average.toFixed(2)} above ${request.maxAvgElixir}`);
  }
  if (request.minAvgElixir !== null && average < request.minAvgElixir - 1e-9) {
    problems.push(`average ${average.toFixed(2)} below ${request.minAvgElixir}`);
  }
  return problems;
}
