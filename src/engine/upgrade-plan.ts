import { canTakeSlot } from '@shared/deck-validity';
import type { PlayerContext } from '@shared/player-context';
import {
  MAX_CARD_LEVEL,
  nextUpgradeCost,
  type UpgradePlan,
  type UpgradeStep,
} from '@shared/player-coach';
import { names } from './analyze-deck';
import type { CardBase, EngineCard } from './knowledge';
import { slotRecordText } from './slot-record';

/** How many cards an upgrade plan lists. */
const PLAN_LENGTH = 5;

/**
 * Which of the deck's cards to upgrade next: the ones furthest below the deck's best level first
 * (a card two levels down loses its trades), then win conditions (they decide games), then cards
 * whose copies are already there. Each step carries the cards and gold the next level takes, from
 * the upgrade cost table. Also which unlocked evolutions the deck should slot.
 */
export function planUpgrades(
  deck: readonly EngineCard[],
  player: PlayerContext,
  base: CardBase,
  slots: readonly number[] = [],
): UpgradePlan {
  const levels = new Map(player.cards.map((l) => [l.cardId, l]));
  const owned = deck.filter((c) => levels.has(c.id));
  const top = Math.max(0, ...owned.map((c) => levels.get(c.id)?.displayLevel ?? 0));
  const steps: (UpgradeStep & { priority: number })[] = [];
  for (const card of owned) {
    const level = levels.get(card.id);
    if (!level || level.displayLevel >= MAX_CARD_LEVEL) continue;
    const cost = nextUpgradeCost(card.rarity, level.displayLevel);
    if (!cost) continue;
    const gap = top - level.displayLevel;
    const ready = level.count >= cost.cards;
    const wc = card.has('win_condition');
    const reason =
      gap >= 2
        ? `${gap} levels below your level-${top} best in this deck: it loses trades it should win`
        : gap === 1
          ? `one level below your level-${top} best in this deck`
          : wc
            ? `your win condition, already at the deck's top level: each level adds tower damage`
            : `already at the deck's top level; upgrade it after the others`;
    steps.push({
      cardId: card.id,
      name: card.name,
      level: level.displayLevel,
      toLevel: cost.toLevel,
      cardsOwned: level.count,
      cardsNeeded: cost.cards,
      gold: cost.gold,
      ready,
      reason,
      priority: gap * 10 + (wc ? 4 : 0) + (ready ? 2 : 0) - level.displayLevel * 0.01,
    });
  }
  steps.sort((a, b) => b.priority - a.priority || a.cardId - b.cardId);

  // Evolutions: the unlocked ones in this deck, most evolved by real decks first.
  const unlocked = deck
    .filter((c) => {
      const l = levels.get(c.id);
      return canTakeSlot(c) && l !== undefined && (l.evolutionLevel > 0 || l.heroUnlocked);
    })
    .sort(
      (a, b) =>
        (b.stats?.evolutionShare ?? 0) +
          (b.stats?.heroShare ?? 0) -
          ((a.stats?.evolutionShare ?? 0) + (a.stats?.heroShare ?? 0)) || a.id - b.id,
    );
  const best = unlocked.slice(0, 2);
  let evolutionAdvice: string | null = null;
  if (best.length && !best.every((c) => slots.includes(c.id))) {
    const first = best[0] as EngineCard;
    const record = slotRecordText(first);
    evolutionAdvice = `Slot ${names(best)} in the evolution / hero slots: you have ${best.length === 1 ? 'it' : 'them'} unlocked${
      record ? `, and ${first.name} is ${record}` : ''
    }.`;
  } else if (!unlocked.length && deck.some(canTakeSlot)) {
    const candidates = deck.filter(canTakeSlot).slice(0, 2);
    evolutionAdvice = `No card of this deck has its evolution or hero unlocked yet; ${names(candidates)} ${candidates.length === 1 ? 'has' : 'have'} one.`;
  }
  return {
    deckCardIds: deck.map((c) => c.id),
    steps: steps.slice(0, PLAN_LENGTH).map(({ priority: _p, ...step }) => step),
    evolutionAdvice,
  };
}

/** The plan in the chat's words. */
export function describePlan(plan: UpgradePlan, missing: readonly EngineCard[]): string {
  const parts: string[] = [];
  if (plan.steps.length) {
    parts.push(
      plan.steps
        .map(
          (s, i) =>
            `${i + 1}. **${s.name}** ${s.level} → ${s.toLevel}: ${s.reason}. ${s.ready ? `You have the ${s.cardsNeeded.toLocaleString('en-US')} cards it takes` : `You have ${s.cardsOwned.toLocaleString('en-US')} of the ${s.cardsNeeded.toLocaleString('en-US')} cards it takes`}; it also costs ${s.gold.toLocaleString('en-US')} gold.`,
        )
        .join('\n'),
    );
  } else parts.push(`Every card of this deck you own is at level ${MAX_CARD_LEVEL}, the cap.`);
  if (missing.length) parts.push(`You do not own ${names(missing)} yet.`);
  if (plan.evolutionAdvice) parts.push(plan.evolutionAdvice);
  return parts.join('\n\n');
}
