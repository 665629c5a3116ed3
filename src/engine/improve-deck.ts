import type { PlayerCardLevel } from '@shared/player-context';
import { archetypeTraits, findIssues, losesCover, weaknessesOf } from './analyze-deck';
import { definingCards } from './archetype';
import { swapFit } from './corpus-fit';
import { mainJob, type CardBase, type EngineCard } from './knowledge';

/** One card changed: what went out, what came in, and the weaknesses the change removed. */
export interface ImproveSwap {
  out: EngineCard;
  in: EngineCard;
  /** The checks' texts that held before the swap and not after it. */
  removes: string[];
  /** Issues of degree the swap lessens without removing them: the text after the swap. */
  eases: string[];
  /** The user asked this card out ("improve my deck, the Zap feels weak"). */
  asked?: true;
  /**
   * No weakness was left to remove: a swap the user's count of swaps asked for, toward the decks
   * real players run.
   */
  fit?: true;
}

export interface Improvement {
  cards: EngineCard[];
  swaps: ImproveSwap[];
  /** When the deck had nothing to fix: the one swap that fits real lists better, offered only. */
  optional: ImproveSwap | null;
  /** Cards asked out that no swap could take out without opening a gap (or a win condition). */
  stuck: EngineCard[];
}

/** A problem weighs this many warnings when choosing which swap comes first. */
const PROBLEM_WEIGHT = 3;
/** Lessening an issue of degree (four tanks to three) weighs this much of a removed warning. */
const EASE_WEIGHT = 0.5;

interface SwapOptions {
  /** Whether a card may come in beside `rest` (the deck without `out`, the card it replaces). */
  allowed: (card: EngineCard, rest: readonly EngineCard[], out: EngineCard) => boolean;
  levels: Map<number, PlayerCardLevel> | null;
  /** Cards that never go out (the ones the user named). */
  keep?: ReadonlySet<number>;
}

/**
 * The best single swap from `cards` that adds no weakness; win conditions stay. `mode` says what
 * the swap must do: remove or lessen a weakness, fit real lists better, or bring in a card the
 * user asked for (`wanted`: "add a champion"). Ranked by what it removes (problems first), then
 * the fit to real lists, then the player's levels.
 */
function bestSwap(
  cards: readonly EngineCard[],
  base: CardBase,
  options: SwapOptions,
  mode:
    | { kind: 'remove' }
    | { kind: 'fit' }
    | {
        kind: 'wanted';
        wanted: (c: EngineCard) => boolean;
        mayGo?: ((c: EngineCard) => boolean) | undefined;
        sameJob?: boolean | undefined;
        /** A card the user named must come in: the archetype's defining cards may make room. */
        definingMayGo?: boolean | undefined;
      },
): ImproveSwap | null {
  const level = (c: EngineCard) => options.levels?.get(c.id)?.displayLevel ?? 0;
  const before = findIssues(cards, base);
  const beforeIds = new Set(before.map((i) => i.check.id));
  // A gap the archetype's real lists share is no weakness to swap away (analyze-deck says so).
  const traits = archetypeTraits(cards, base, before);
  const baseFit = swapFit(cards, base);
  // The cards that make the deck what it is (Executioner in Splashyard) stay, as win conditions do.
  const defining =
    mode.kind === 'wanted' && mode.definingMayGo ? new Set<string>() : definingCards(cards, base);
  let best: { swap: ImproveSwap; score: number } | null = null;
  // Three win conditions or more is itself the weakness: one of them may go to remove it.
  const spareWinConditions = mode.kind === 'remove' && beforeIds.has('too_many_win_conditions');
  for (const [i, out] of cards.entries()) {
    if (
      (out.has('win_condition') && !spareWinConditions) ||
      defining.has(out.name) ||
      options.keep?.has(out.id)
    )
      continue;
    if (mode.kind === 'wanted' && mode.mayGo && !mode.mayGo(out)) continue;
    const rest = cards.filter((_, j) => j !== i);
    for (const c of base.cards) {
      if (c.type === 'Tower' || c.elixirCost === null || !options.allowed(c, rest, out)) continue;
      if (mode.kind === 'wanted' && !mode.wanted(c)) continue;
      if (cards.some((d) => d.id === c.id)) continue;
      if (c.isChampion && rest.some((d) => d.isChampion)) continue;
      // A second win condition is another plan, not a fix (X-Bow for a Hog deck's Cannon); a
      // card the user asked for may still be one.
      if (
        mode.kind !== 'wanted' &&
        c.has('win_condition') &&
        rest.some((d) => d.has('win_condition'))
      )
        continue;
      const next = [...rest.slice(0, i), c, ...rest.slice(i)];
      if (losesCover(cards, next)) continue;
      const after = findIssues(next, base);
      if (after.some((x) => !beforeIds.has(x.check.id))) continue;
      const afterIds = new Set(after.map((x) => x.check.id));
      const removed = before.filter((x) => !afterIds.has(x.check.id) && !traits.has(x.check.id));
      // Four tanks to three: still an issue, but a step a further swap can finish (never a step
      // away from what the archetype's real lists share, such as Golem's weight).
      const eased = after.filter((x) => {
        if (traits.has(x.check.id)) return false;
        const was = before.find((b) => b.check.id === x.check.id);
        return was?.measure !== undefined && x.measure !== undefined && x.measure < was.measure;
      });
      if (mode.kind === 'remove' && removed.length === 0 && eased.length === 0) continue;
      // A card two or more levels under the one it replaces is worth it only for a problem: a
      // warning (a 4.3 average in a Golem deck) is no reason to trade a level-16 Lumberjack for
      // a level-12 Skeleton Army.
      if (
        mode.kind !== 'wanted' &&
        options.levels &&
        level(out) - level(c) >= 2 &&
        !removed.some((x) => x.check.severity === 'problem')
      )
        continue;
      const weight =
        removed.reduce((s, x) => s + (x.check.severity === 'problem' ? PROBLEM_WEIGHT : 1), 0) +
        EASE_WEIGHT * eased.length;
      const fitGain = swapFit(next, base) - baseFit;
      if (mode.kind === 'fit' && fitGain <= 0) continue;
      // A lower-level card costs the player; a higher one helps (when levels are known).
      const levelTerm = options.levels ? 0.5 * (level(c) - level(out)) : 0;
      // An asked-for card comes in for a card close in cost (the deck keeps its shape); a card
      // named to replace one "here" goes for the card doing the same main job (Tesla for Cannon,
      // not for Musketeer).
      const sameJob =
        mode.kind === 'wanted' &&
        mode.sameJob === true &&
        mainJob(c) !== undefined &&
        mainJob(c) === mainJob(out);
      const costTerm =
        mode.kind === 'wanted' ? -2 * Math.abs(c.cost - out.cost) + (sameJob ? 3 : 0) : 0;
      const score = 100 * weight + fitGain + levelTerm + costTerm;
      if (!best || score > best.score)
        best = {
          swap: {
            out,
            in: c,
            removes: removed.map((x) => x.text),
            eases: eased.map((x) => x.text),
          },
          score,
        };
    }
  }
  return best?.swap ?? null;
}

/**
 * The swap that brings in a card the user asked for by kind ("add a champion", "more
 * aggressive"), adding no weakness and keeping the win conditions; null when none can.
 */
export function swapToward(
  deck: readonly EngineCard[],
  base: CardBase,
  options: SwapOptions & {
    wanted: (c: EngineCard) => boolean;
    mayGo?: ((c: EngineCard) => boolean) | undefined;
    /** Prefer taking out a card with the incoming card's main job (one named card coming in). */
    sameJob?: boolean | undefined;
    definingMayGo?: boolean | undefined;
  },
): ImproveSwap | null {
  return bestSwap(deck, base, options, {
    kind: 'wanted',
    wanted: options.wanted,
    mayGo: options.mayGo,
    sameJob: options.sameJob,
    definingMayGo: options.definingMayGo,
  });
}

/**
 * The fewest swaps that remove the deck's weaknesses (at most `maxSwaps`): each swap must remove at
 * least one weakness the checks find, or lessen one of degree (four tanks to three), and may add
 * none; win conditions stay. A deck with nothing to fix gets one optional swap toward real lists,
 * offered and not made.
 */
export function improveDeck(
  deck: readonly EngineCard[],
  base: CardBase,
  options: SwapOptions & {
    maxSwaps: number;
    /**
     * Cards the user wants out: each goes first, for the card that best takes over its main job
     * and opens no gap (an archetype's own card too, never a win condition); the weakness fixes
     * fill what is left of `maxSwaps`.
     */
    out?: readonly EngineCard[];
    /**
     * Swaps the user asked for by number ("swap 3 cards", "do more swaps"): when no weakness is
     * left to remove, swaps toward real lists fill up to this many, each opening no gap.
     */
    fillTo?: number;
  },
): Improvement {
  let cards = [...deck];
  const swaps: ImproveSwap[] = [];
  const stuck: EngineCard[] = [];
  for (const unwanted of options.out ?? []) {
    const swap = bestSwap(cards, base, options, {
      kind: 'wanted',
      wanted: () => true,
      mayGo: (c) => c.id === unwanted.id,
      sameJob: true,
      definingMayGo: true,
    });
    if (!swap) {
      stuck.push(unwanted);
      continue;
    }
    cards = cards.map((c) => (c.id === swap.out.id ? swap.in : c));
    swaps.push({ ...swap, asked: true });
  }
  const limit = Math.max(options.maxSwaps, swaps.length);
  while (swaps.length < limit) {
    const swap = bestSwap(cards, base, options, { kind: 'remove' });
    if (!swap) break;
    cards = cards.map((c) => (c.id === swap.out.id ? swap.in : c));
    swaps.push(swap);
  }
  // A card swapped in stays and one swapped out stays out: a fill never undoes a swap.
  const moved = new Set<number>();
  const fillOptions = {
    ...options,
    keep: new Set([...(options.keep ?? []), ...swaps.map((s) => s.in.id)]),
    // Nothing to fix is no reason to play a card two levels under the one it replaces.
    allowed: (c: EngineCard, rest: readonly EngineCard[], out: EngineCard) =>
      !moved.has(c.id) &&
      // A second win condition is another deck, never a fill.
      !c.has('win_condition') &&
      (!options.levels ||
        (options.levels.get(c.id)?.displayLevel ?? 0) >=
          (options.levels.get(out.id)?.displayLevel ?? 0) - 1) &&
      options.allowed(c, rest, out),
  };
  for (const s of swaps) moved.add(s.out.id);
  // Only once no weakness is left: a fill never reads as fixing what is still open.
  while (swaps.length < (options.fillTo ?? 0) && weaknessesOf(cards, base).length === 0) {
    const swap = bestSwap(cards, base, fillOptions, { kind: 'fit' });
    if (!swap) break;
    cards = cards.map((c) => (c.id === swap.out.id ? swap.in : c));
    swaps.push({ ...swap, fit: true });
    fillOptions.keep.add(swap.in.id);
    moved.add(swap.out.id);
  }
  const optional =
    swaps.length === 0 && weaknessesOf(deck, base).length === 0
      ? bestSwap(deck, base, options, { kind: 'fit' })
      : null;
  return { cards, swaps, optional, stuck };
}

/**
 * A built deck with a problem the checks find (no air defence once the buildings are ruled out)
 * gets the fewest swaps that remove its problems, each adding no weakness; at most `maxSwaps`.
 * The search's own answer otherwise stands.
 */
export function repairProblems(
  deck: readonly EngineCard[],
  base: CardBase,
  options: SwapOptions & { maxSwaps: number },
): EngineCard[] {
  const problems = (cards: readonly EngineCard[]) =>
    findIssues(cards, base).filter((i) => i.check.severity === 'problem').length;
  let cards = [...deck];
  for (let i = 0; i < options.maxSwaps && problems(cards) > 0; i++) {
    const swap = bestSwap(cards, base, options, { kind: 'remove' });
    if (!swap) break;
    const next = cards.map((c) => (c.id === swap.out.id ? swap.in : c));
    if (problems(next) >= problems(cards)) break;
    cards = next;
  }
  return cards;
}
