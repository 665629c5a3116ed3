import { wilson } from '@shared/stats';
import type { PlayerCardLevel } from '@shared/player-context';
import type { CardSlot } from '@shared/deck-analysis';
import type { EngineCard } from './knowledge';

/**
 * Slot-marking lists that play a card before its slot record is said: only two aggregates mark
 * evolution and hero slots, so a card's share rests on a handful of popular lists.
 */
export const MIN_SLOT_LISTS = 3;

/** How many of the slot-marking 2025–2026 lists that play the card put it in a slot. */
export function slotRecord(card: EngineCard): { slotted: number; lists: number } | null {
  const lists = card.stats?.slotLists ?? 0;
  if (lists < MIN_SLOT_LISTS) return null;
  return { slotted: card.stats?.slottedLists ?? 0, lists };
}

/** "slotted in 3 of the 5 popular 2025–2026 lists that play it and mark their slots". */
export function slotRecordText(card: EngineCard): string | null {
  const r = slotRecord(card);
  return r
    ? `slotted${card.hasEvolution && card.hasHero ? ' (in either form)' : ''} in ${r.slotted} of the ${r.lists} popular 2025–2026 lists that play it and mark their slots`
    : null;
}

/** Whether the player has unlocked an evolution or a hero form of the card (the level is theirs). */
export function formUnlocked(level: PlayerCardLevel | undefined): boolean {
  return level !== undefined && (level.evolutionLevel > 0 || level.heroUnlocked);
}

export type SlotForm = CardSlot['form'];

/**
 * The form a card takes in a deck's slot: the one it has; of two (Knight, Musketeer, Wizard), the
 * one the user asked for ("hero Knight"), else the one the player unlocked when only one is, else
 * its evolution, as the app's deck tiles draw it, so the words and the picture agree.
 */
export function slotKindOf(card: EngineCard, level?: PlayerCardLevel, wanted?: SlotForm): SlotForm {
  if (!card.hasHero) return 'evolution';
  if (!card.hasEvolution) return 'hero';
  if (wanted) return wanted;
  if (level && level.evolutionLevel > 0 !== level.heroUnlocked)
    return level.heroUnlocked ? 'hero' : 'evolution';
  // Unknown or both unlocked: the form real decks slot more (Knight's hero, Valkyrie's evolution).
  return popularSlotForm(card);
}

/** "evolved Firecracker", "hero Knight": a slotted card as the player's form of it is said. */
export function formName(card: EngineCard, level?: PlayerCardLevel): string {
  return `${slotKindOf(card, level) === 'hero' ? 'hero' : 'evolved'} ${card.name}`;
}

/** Of a card's forms, the one real decks slot more (for what the card sheet says of it). */
export function popularSlotForm(card: EngineCard): SlotForm {
  if (!card.hasHero) return 'evolution';
  if (!card.hasEvolution) return 'hero';
  return (card.stats?.heroShare ?? 0) > (card.stats?.evolutionShare ?? 0) ? 'hero' : 'evolution';
}

/**
 * How surely real decks slot a card, from 0 to 1, one ranking for every slot choice and the words
 * about it: the low end of the 95% interval of the share of its slot-marking lists that slot it
 * (the record the answers show where 3+ lists play it, else its weighted share of slotted decks),
 * so 7 of 8 lists ranks above 3 of 3, and one list proves little.
 */
export function slotPreference(card: EngineCard): number {
  const lists = card.stats?.slotLists ?? 0;
  if (lists === 0) return 0;
  const r = slotRecord(card);
  const share = r
    ? r.slotted / r.lists
    : Math.min((card.stats?.evolutionShare ?? 0) + (card.stats?.heroShare ?? 0), 1);
  return wilson(share, lists)[0];
}
