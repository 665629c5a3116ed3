import type { PlayerCardLevel } from '@shared/player-context';
import { findIssues } from './analyze-deck';
import { listFit, pairStrength } from './corpus-fit';
import type { CardBase, EngineCard } from './knowledge';

/** One card changed: what went out, what came in, and the weaknesses the change removed. */
export interface ImproveSwap {
  out: EngineCard;
  in: EngineCard;
  /** The checks' texts that held before the swap and not after it. */
  removes: string[];
}

export interface Improvement {
  cards: EngineCard[];
  swaps: ImproveSwap[];
  /** When the deck had nothing to fix: the one swap that fits real lists better, offered only. */
  optional: ImproveSwap | null;
}

/** A problem weighs this many warnings when choosing which swap comes first. */
const PROBLEM_WEIGHT = 3;

/**
 * The fewest swaps that remove the deck's weaknesses (at most `maxSwaps`): each swap must remove at
 * least one weakness the checks find and may add none; win conditions stay. Among such swaps, the
 * one removing the most (problems first), then the closest to real lists, then the one keeping
 * the player's levels. A deck with nothing to fix gets one optional swap, offered and not made.
 */
export function improveDeck(
  deck: readonly EngineCard[],
  base: CardBase,
  options: {
    allowed: (card: EngineCard) => boolean;
    levels: Map<number, PlayerCardLevel> | null;
    maxSwaps: number;
  },
): Improvement {
  const level = (c: EngineCard) => options.levels?.get(c.id)?.displayLevel ?? 0;
  const candidates = base.cards.filter(
    (c) => c.type !== 'Tower' && c.elixirCost !== null && options.allowed(c),
  );
  const fitOf = (cards: readonly EngineCard[]) =>
    listFit(cards, base) / 100 + 40 * pairStrength(cards, base);

  /** The best single swap from `cards`; `mustRemove` false looks for a better fit instead. */
  const bestSwap = (cards: readonly EngineCard[], mustRemove: boolean): ImproveSwap | null => {
    const before = findIssues(cards, base);
    const beforeIds = new Set(before.map((i) => i.check.id));
    const baseFit = fitOf(cards);
    let best: { swap: ImproveSwap; score: number } | null = null;
    for (const [i, out] of cards.entries()) {
      if (out.has('win_condition')) continue;
      const rest = cards.filter((_, j) => j !== i);
      for (const c of candidates) {
        if (cards.some((d) => d.id === c.id)) continue;
        if (c.isChampion && rest.some((d) => d.isChampion)) continue;
        const next = [...rest.slice(0, i), c, ...rest.slice(i)];
        const after = findIssues(next, base);
        if (after.some((x) => !beforeIds.has(x.check.id))) continue;
        const afterIds = new Set(after.map((x) => x.check.id));
        const removed = before.filter((x) => !afterIds.has(x.check.id));
        if (mustRemove && removed.length === 0) continue;
        const weight = removed.reduce(
          (s, x) => s + (x.check.severity === 'problem' ? PROBLEM_WEIGHT : 1),
          0,
        );
        const fitGain = fitOf(next) - baseFit;
        if (!mustRemove && fitGain <= 0) continue;
        // A lower-level card costs the player; a higher one helps (when levels are known).
        const levelTerm = options.levels ? 0.5 * (level(c) - level(out)) : 0;
        const score = 100 * weight + fitGain + levelTerm;
        if (!best || score > best.score)
          best = { swap: { out, in: c, removes: removed.map((x) => x.text) }, score };
      }
    }
    return best?.swap ?? null;
  };

  let cards = [...deck];
  const swaps: ImproveSwap[] = [];
  while (swaps.length < options.maxSwaps) {
    const swap = bestSwap(cards, true);
    if (!swap) break;
    cards = cards.map((c) => (c.id === swap.out.id ? swap.in : c));
    swaps.push(swap);
  }
  const optional =
    swaps.length === 0 && findIssues(deck, base).length === 0 ? bestSwap(deck, false) : null;
  return { cards, swaps, optional };
}
