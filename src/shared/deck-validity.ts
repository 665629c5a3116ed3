import { z } from 'zod';
import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from './deck-rules';

/** The 8 card ids of a deck, as every request carries them. */
export const deckCardIdsSchema = z
  .array(z.number().int())
  .length(DECK_SIZE, 'Deck must contain exactly 8 cards')
  .refine((ids) => new Set(ids).size === ids.length, 'A deck cannot hold the same card twice');

/** What the deck rules need to know of a card. */
export interface DeckRuleCard {
  id: number;
  name: string;
  type: string;
  isChampion: boolean;
  hasEvolution: boolean;
  hasHero: boolean;
}

/** Whether the card can take an evolution or hero slot (champions never do). */
export function canTakeSlot(card: DeckRuleCard): boolean {
  return (card.hasEvolution || card.hasHero) && !card.isChampion;
}

/**
 * Every deck rule in one place: exactly 8 distinct known cards, no tower troop among them, at most
 * one champion, a tower troop that is one, at most two evolution / hero slots, each on a card of
 * the deck that has one. Returns the broken rules in plain words (empty when legal).
 */
export function deckProblems(
  cardIds: readonly number[],
  cardById: (id: number) => DeckRuleCard | undefined,
  options: { towerTroopId?: number | null | undefined; slots?: readonly number[] } = {},
): string[] {
  const problems: string[] = [];
  if (cardIds.length !== DECK_SIZE) problems.push('Deck must contain exactly 8 cards.');
  if (new Set(cardIds).size !== cardIds.length)
    problems.push('A deck cannot hold the same card twice.');
  const unknown = cardIds.filter((id) => cardById(id) === undefined);
  if (unknown.length) problems.push(`Unknown card ids: ${unknown.join(', ')}.`);
  const cards = cardIds.map(cardById).filter((c) => c !== undefined);
  const towers = cards.filter((c) => c.type === 'Tower');
  if (towers.length)
    problems.push(
      `Tower troops are not part of the 8 cards: ${towers.map((c) => c.name).join(', ')}.`,
    );
  if (cards.filter((c) => c.isChampion).length > 1)
    problems.push('A deck can hold only one champion.');
  const { towerTroopId, slots = [] } = options;
  if (
    towerTroopId !== undefined &&
    towerTroopId !== null &&
    cardById(towerTroopId)?.type !== 'Tower'
  )
    problems.push('towerTroopId must be a tower troop.');
  if (slots.length > MAX_EVOLUTION_SLOTS)
    problems.push(`At most ${MAX_EVOLUTION_SLOTS} cards can take an evolution or hero slot.`);
  for (const id of slots) {
    const card = cardById(id);
    if (!cardIds.includes(id)) problems.push(`Slot card ${card?.name ?? id} is not in the deck.`);
    else if (card && !canTakeSlot(card)) problems.push(`${card.name} has no evolution or hero.`);
  }
  return problems;
}
