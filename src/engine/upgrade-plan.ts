import { canTakeSlot } from '@shared/deck-validity';
import type { PlayerContext } from '@shared/player-context';
import {
  MAX_CARD_LEVEL,
  nextUpgradeCost,
  type UpgradePlan,
  type UpgradeStep,
} from '@shared/player-coach';
import { levelsById, names, notOwnedSentence } from './analyze-deck';
import { slotUnlocked } from './build-deck';
import type { CardBase, EngineCard } from './knowledge';
import { slotPreference, slotRecord } from './slot-record';

/** How many cards an upgrade plan lists. */
const PLAN_LENGTH = 5;

/** What a level is worth to one deck: closing a gap to the deck's best matters most. */
function levelGain(gap: number, winCondition: boolean): number {
  if (gap >= 2) return 3;
  if (gap === 1) return 2;
  return winCondition ? 1 : 0.5;
}

/** The player's current deck counts twice as much as each of their other best decks. */
const CURRENT_DECK_WEIGHT = 2;

/**
 * Which cards to upgrade next, ranked by how much the next level improves the player's best decks:
 * the current deck (counted twice) and the others given (their war decks). In each deck that holds
 * the card, a level closing a gap to the deck's best card is worth most (two or more levels down,
 * it loses trades it should win), a win condition already at the top next, any other card least.
 * Each step carries the cards and gold the next level takes, from the upgrade cost table, and a
 * reason naming the decks it helps. Also which unlocked evolutions the current deck should slot.
 */
export function planUpgrades(
  deck: readonly EngineCard[],
  player: PlayerContext,
  base: CardBase,
  slots: readonly number[] = [],
  otherDecks: readonly (readonly EngineCard[])[] = [],
  /** How the reasons name the deck: the player's own, or the one the chat built. */
  deckName: 'your deck' | 'this deck' = 'your deck',
): UpgradePlan {
  const levels = levelsById(player);
  const levelOf = (c: EngineCard) => levels.get(c.id)?.displayLevel ?? 0;
  const topOf = (cards: readonly EngineCard[]) =>
    Math.max(0, ...cards.filter((c) => levels.has(c.id)).map(levelOf));
  const others = otherDecks.map((cards) => ({ cards, top: topOf(cards) }));
  const top = topOf(deck);
  const candidates = [...deck, ...others.flatMap((d) => d.cards)].filter(
    (c, i, all) => levels.has(c.id) && all.findIndex((o) => o.id === c.id) === i,
  );
  const steps: (UpgradeStep & { priority: number })[] = [];
  for (const card of candidates) {
    const level = levels.get(card.id);
    if (!level || level.displayLevel >= MAX_CARD_LEVEL) continue;
    const cost = nextUpgradeCost(card.rarity, level.displayLevel);
    if (!cost) continue;
    const wc = card.has('win_condition');
    const inCurrent = deck.some((c) => c.id === card.id);
    const holding = others.filter((d) => d.cards.some((c) => c.id === card.id));
    const gap = top - level.displayLevel;
    const gain =
      (inCurrent ? CURRENT_DECK_WEIGHT * levelGain(gap, wc) : 0) +
      holding.reduce((sum, d) => sum + levelGain(d.top - level.displayLevel, wc), 0);
    const alsoIn = holding.length
      ? `${holding.length} of the ${others.length} war decks built from your collection`
      : '';
    let reason: string;
    if (inCurrent) {
      reason =
        gap >= 2
          ? `${gap} levels below your level-${top} best in ${deckName}: it loses trades it should win`
          : gap === 1
            ? `one level below your level-${top} best in ${deckName}`
            : wc
              ? `your win condition, already at the top level of ${deckName}: each level adds tower damage`
              : `already at the top level of ${deckName}`;
      if (alsoIn) reason += `; also in ${alsoIn}`;
    } else {
      const widest = Math.max(...holding.map((d) => d.top - level.displayLevel));
      reason = `not in ${deckName === 'your deck' ? 'your current deck' : deckName}, but in ${alsoIn}${
        widest >= 1
          ? `, ${holding.length === 1 ? '' : 'up to '}${widest === 1 ? 'one level' : `${widest} levels`} below the best card of ${holding.length === 1 ? 'that deck' : 'those decks'}`
          : ''
      }`;
    }
    const ready = level.count >= cost.cards;
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
      // Ties: a win condition first (it decides games), then copies already in hand.
      priority: gain + (wc ? 0.3 : 0) + (ready ? 0.2 : 0) - level.displayLevel * 0.001,
    });
  }
  steps.sort((a, b) => b.priority - a.priority || a.cardId - b.cardId);
  // A plan whose every step waits on cards the player lacks gives them nothing to do today: the
  // best step they can make now takes the last place.
  const listed = steps.slice(0, PLAN_LENGTH);
  const doable = steps.find((s) => s.ready) ?? readyElsewhere(player, base, candidates, deckName);
  if (doable && listed.length && !listed.some((s) => s.ready)) {
    if (listed.length < PLAN_LENGTH) listed.push(doable);
    else listed.splice(PLAN_LENGTH - 1, 1, doable);
  }

  // Evolutions: the unlocked ones in this deck, most evolved by real decks first.
  const unlocked = deck
    .filter((c) => slotUnlocked(c, levels))
    .sort((a, b) => slotPreference(b) - slotPreference(a) || a.id - b.id);
  // A slotted card the lists say too little of keeps its slot (as "which evolution should I
  // use?" says): no record argues against it.
  const unknownSlotted = unlocked.filter((c) => slots.includes(c.id) && !slotRecord(c));
  const best = [...unknownSlotted, ...unlocked.filter((c) => !unknownSlotted.includes(c))].slice(
    0,
    2,
  );
  let evolutionAdvice: string | null = null;
  if (best.length && !best.every((c) => slots.includes(c.id))) {
    // Said with the records the ranking used, and what leaves the slots for them.
    const recorded = best.flatMap((c) => {
      const r = slotRecord(c);
      return r && r.slotted > 0 ? [`${c.name} in ${r.slotted} of the ${r.lists}`] : [];
    });
    const leaving = deck.filter((c) => slots.includes(c.id) && !best.includes(c));
    // A card already in a slot stays there: only the move is advice.
    const staying = best.filter((c) => slots.includes(c.id));
    const moving = best.filter((c) => !slots.includes(c.id));
    evolutionAdvice = `${
      staying.length
        ? `Keep ${names(staying)} in ${staying.length === 1 ? 'its slot' : 'their slots'} and slot ${names(moving)}`
        : `Slot ${names(best)} in the evolution / hero slots`
    }${leaving.length ? ` instead of ${names(leaving)}` : staying.length ? ' in the other' : ''}: you have ${best.length === 1 ? 'it' : 'them'} unlocked${
      recorded.length
        ? `, and real decks slot ${recorded.join(' and ')} popular 2025–2026 lists that play ${recorded.length === 1 ? 'it' : 'them'} and mark their slots (a handful of lists: a hint, not a rule)`
        : ''
    }.`;
  } else if (!unlocked.length && deck.some(canTakeSlot)) {
    evolutionAdvice =
      'You have not unlocked the evolution or hero of any card in this deck yet, so its slots play plain cards until you do.';
  }
  return {
    deckCardIds: deck.map((c) => c.id),
    steps: listed.map(({ priority: _p, ...step }) => step),
    evolutionAdvice,
    scaleNote: olderScaleNote(player),
  };
}

/**
 * The upgrade the player's cards allow today outside the decks counted: the highest-level card
 * with the copies its next level takes, so a plan that waits on cards still names one to make.
 */
function readyElsewhere(
  player: PlayerContext,
  base: CardBase,
  counted: readonly EngineCard[],
  deckName: string,
): (UpgradeStep & { priority: number }) | undefined {
  const ready = player.cards.flatMap((level) => {
    const card = base.byId.get(level.cardId);
    if (!card || card.type === 'Tower' || counted.some((c) => c.id === card.id)) return [];
    const cost = nextUpgradeCost(card.rarity, level.displayLevel);
    return cost && level.count >= cost.cards ? [{ card, level, cost }] : [];
  });
  const best = ready.sort(
    (a, b) => b.level.displayLevel - a.level.displayLevel || b.card.usage - a.card.usage,
  )[0];
  return (
    best && {
      cardId: best.card.id,
      name: best.card.name,
      level: best.level.displayLevel,
      toLevel: best.cost.toLevel,
      cardsOwned: best.level.count,
      cardsNeeded: best.cost.cards,
      gold: best.cost.gold,
      ready: true,
      reason: `not in ${deckName === 'your deck' ? 'your current deck' : deckName}, but the highest-level card you have the copies for today`,
      priority: 0,
    }
  );
}

/**
 * A payload from before level 16 (November 2025), where commons topped out at 14 in the API's own
 * numbering: its costs are today's table, which the answer says.
 */
export function olderScaleNote(player: PlayerContext): string | null {
  return player.cards.some((l) => l.rarity === 'Common' && l.maxLevel < 16)
    ? 'Your card data is from before the game moved to level 16 (November 2025), so the cards and gold above are today’s costs, not the ones your data was read under.'
    : null;
}

/**
 * "Where do I put my wild cards?", "what should I do with my wild cards", "wild cards?": a
 * question about wild cards, answered with the plan and where they go. Not "I have 300 wild
 * cards, build me a Hog deck", which asks for a deck.
 */
export const WILD_CARD_ASK = /^(?!.*\b(?:build|make)\b.*\bdecks?\b)(?=.*\bwild ?cards?\b)/;

/** What a wild card is, said before where it goes. */
export const WILD_CARD_IS = 'A wild card counts as a copy of any card of its rarity';

/**
 * Where wild cards go in a plan: each rarity's first step that waits on cards (a wild card stands
 * in for any card of its rarity), or that no step waits on any. How many wild cards the player
 * holds is not in the player data, so the answer never counts them.
 */
export function wildCardLine(plan: UpgradePlan, base: CardBase): string {
  const waiting = plan.steps.filter((s) => !s.ready);
  const byRarity = new Map<string, UpgradeStep>();
  for (const step of waiting) {
    const rarity = base.byId.get(step.cardId)?.rarity;
    if (rarity && !byRarity.has(rarity)) byRarity.set(rarity, step);
  }
  const lines = [...byRarity].map(
    ([rarity, s]) =>
      `- **${rarity}** wild cards: ${s.name}, ${(s.cardsNeeded - s.cardsOwned).toLocaleString('en-US')} short of level ${s.toLevel}.`,
  );
  return lines.length
    ? `${WILD_CARD_IS}, so spend them where the plan below waits on copies, in its order:\n${lines.join('\n')}\nHow many wild cards you hold is not in your player data, so I cannot say how far they reach.`
    : `${WILD_CARD_IS}; every upgrade in the plan below already has its copies, so keep your wild cards for the next levels of the same cards.`;
}

/** The plan in the chat's words. */
export function describePlan(plan: UpgradePlan, missing: readonly EngineCard[]): string {
  const parts: string[] = [];
  if (plan.steps.length) {
    parts.push(
      plan.steps
        .map(
          (s, i) =>
            `${i + 1}. **${s.name}** ${s.level} → ${s.toLevel}: ${s.reason}. ${s.ready ? `It takes ${s.cardsNeeded.toLocaleString('en-US')} cards and you have ${s.cardsOwned.toLocaleString('en-US')}` : `You have ${s.cardsOwned.toLocaleString('en-US')} of the ${s.cardsNeeded.toLocaleString('en-US')} cards it takes`}; it also costs ${s.gold.toLocaleString('en-US')} gold.`,
        )
        .join('\n'),
    );
    if (plan.steps.length > 1) {
      const gold = plan.steps.reduce((n, s) => n + s.gold, 0);
      const waiting = plan.steps.filter((s) => !s.ready);
      const doable = plan.steps.filter((s) => s.ready);
      parts.push(
        `In all: ${gold.toLocaleString('en-US')} gold for these ${plan.steps.length} upgrades${waiting.length ? `; ${waiting.length === plan.steps.length ? 'each' : `${waiting.length} of them`} also ${waiting.length === 1 || waiting.length === plan.steps.length ? 'waits' : 'wait'} on cards you do not have yet (${waiting.map((s) => `${(s.cardsNeeded - s.cardsOwned).toLocaleString('en-US')} more ${s.name}`).join(', ')})` : ', and you have every card they take'}.${
          // "What next" is also "what can I do today".
          waiting.length && doable.length
            ? ` With the cards you have today, you can make ${doable.length === 1 ? 'only the' : 'the'} ${names(doable.map((s) => ({ name: `${s.name.replace(/^The /, '')} upgrade` })))}.`
            : ''
        }`,
      );
    }
  } else parts.push(`Every card of this deck you own is at level ${MAX_CARD_LEVEL}, the cap.`);
  // The war decks the reasons count are built for the plan: how to see them is said once.
  if (plan.steps.some((s) => s.reason.includes('war decks built from your collection')))
    parts.push(
      'The war decks it counts are built from your whole collection with no limits: “4 war decks” shows them when this chat has set none.',
    );
  if (missing.length) parts.push(notOwnedSentence(missing));
  if (plan.evolutionAdvice) parts.push(plan.evolutionAdvice);
  if (plan.scaleNote) parts.push(`_${plan.scaleNote}_`);
  return parts.join('\n\n');
}
