import { MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import { DECK_SIZE } from '@shared/deck-rules';
import type { CardBase, EngineCard, EngineList } from './knowledge';

/** Weight and sharpness of the real-list signal (tuned on held-out decks, docs/engine.md). */
export const listTuning = { weight: 300, power: 10, minOverlap: 4 };
let sharePowers: number[] = [];

/** Changes the list signal (the benchmark's experiments); the defaults above are the tuned ones. */
export function setListTuning(t: typeof listTuning): void {
  Object.assign(listTuning, t);
  sharePowers = Array.from({ length: DECK_SIZE + 1 }, (_, n) => (n / DECK_SIZE) ** t.power);
}
setListTuning(listTuning);

let overlapCounts = new Int32Array(0);

/** How many of `cards` each list holds (indexed like base.lists): the start of incremental fits. */
export function listCounts(cards: readonly EngineCard[], base: CardBase): Int32Array {
  const counts = new Int32Array(base.lists.length);
  for (const c of cards)
    for (const i of base.listsWith.get(c.id) ?? []) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

/** listFit(cards + card) − listFit(cards), given listCounts(cards). */
export function listFitGain(counts: Int32Array, card: EngineCard, base: CardBase): number {
  let gain = 0;
  for (const i of base.listsWith.get(card.id) ?? []) {
    const n = counts[i] ?? 0;
    const before = n >= listTuning.minOverlap ? (sharePowers[n] ?? 0) : 0;
    const after = n + 1 >= listTuning.minOverlap ? (sharePowers[n + 1] ?? 0) : 0;
    gain += (base.lists[i]?.logWeight ?? 0) * (after - before);
  }
  return listTuning.weight * gain;
}

/**
 * How close the cards are to the corpus's real lists: each list sharing at least `minOverlap` cards
 * adds log(1 + its weight) times (shared / 8) to the power `power`, so completing a real list pays
 * off far more than drifting between several.
 */
export function listFit(cards: readonly EngineCard[], base: CardBase): number {
  const { lists, listsWith } = base;
  if (overlapCounts.length < lists.length) overlapCounts = new Int32Array(lists.length);
  const touched: number[] = [];
  for (const c of cards) {
    for (const i of listsWith.get(c.id) ?? []) {
      if (overlapCounts[i] === 0) touched.push(i);
      overlapCounts[i] = (overlapCounts[i] ?? 0) + 1;
    }
  }
  let fit = 0;
  for (const i of touched) {
    const n = overlapCounts[i] ?? 0;
    overlapCounts[i] = 0;
    if (n < listTuning.minOverlap) continue;
    fit += (lists[i]?.logWeight ?? 0) * (sharePowers[n] ?? 0);
  }
  return listTuning.weight * fit;
}

/** The real list sharing the most cards with the deck (the most played on ties). */
export function closestList(
  cards: readonly EngineCard[],
  base: CardBase,
): { list: EngineList; shared: number } | null {
  const counts = new Map<number, number>();
  for (const c of cards)
    for (const i of base.listsWith.get(c.id) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
  let best: { list: EngineList; shared: number } | null = null;
  for (const [i, n] of counts) {
    const list = base.lists[i];
    if (!list) continue;
    if (!best || n > best.shared || (n === best.shared && list.weight > best.list.weight))
      best = { list, shared: n };
  }
  return best;
}

/** Whether a real list plays exactly these win conditions, no more and no fewer. */
function sameWinConditions(wcs: readonly EngineCard[], list: EngineList, base: CardBase): boolean {
  const listWcs = list.cards.filter((id) => base.byId.get(id)?.has('win_condition'));
  return wcs.length === listWcs.length && wcs.every((c) => list.set.has(c.id));
}

/** How many real lists play `card` beside every one of `withCards` (a second win condition's note). */
export function listsPlaying(
  card: EngineCard,
  withCards: readonly EngineCard[],
  base: CardBase,
): number {
  return (base.listsWith.get(card.id) ?? []).filter((i) =>
    withCards.every((w) => base.lists[i]?.set.has(w.id)),
  ).length;
}

/**
 * The real list whose record may be told beside this deck: the closest one when it shares 6+ cards
 * and the very same win conditions (a Miner deck is never given a Hog 2.6 list's record).
 */
export function relatedList(
  cards: readonly EngineCard[],
  base: CardBase,
  /** The list the deck was built from, tried when the closest one has other win conditions. */
  builtFrom?: EngineList | null,
): { list: EngineList; shared: number } | null {
  const wcs = cards.filter((c) => c.has('win_condition'));
  const fits = (list: EngineList) => sameWinConditions(wcs, list, base);
  const near = closestList(cards, base);
  if (near && near.shared >= 6 && fits(near.list)) return near;
  if (!builtFrom || !fits(builtFrom)) return null;
  const shared = cards.filter((c) => builtFrom.set.has(c.id)).length;
  return shared >= 6 ? { list: builtFrom, shared } : null;
}

/**
 * The real list with a record (100+ games) and the very same win conditions that shares the most
 * cards with the deck, however few: a record to tell, as that list's, when no list is related.
 */
export function nearestRecordedList(
  cards: readonly EngineCard[],
  base: CardBase,
): { list: EngineList; shared: number } | null {
  const wcs = cards.filter((c) => c.has('win_condition'));
  if (!wcs.length) return null;
  let best: { list: EngineList; shared: number } | null = null;
  for (const list of base.lists) {
    if (list.games < MIN_GAMES_FOR_CLAIM || !sameWinConditions(wcs, list, base)) continue;
    const shared = cards.filter((c) => list.set.has(c.id)).length;
    if (!best || shared > best.shared || (shared === best.shared && list.games > best.list.games))
      best = { list, shared };
  }
  return best;
}

/** Mean pair cosine of co-occurrence over the deck's 28 pairs. */
export function pairStrength(cards: readonly EngineCard[], base: CardBase): number {
  let sum = 0;
  let n = 0;
  for (const [i, a] of cards.entries()) {
    for (const b of cards.slice(i + 1)) {
      sum += base.priors.pair(a.id, b.id);
      n++;
    }
  }
  return n ? sum / n : 0;
}

/**
 * How well a deck sits in the corpus, as the swap pickers compare one change with another: the
 * real-list fit (scaled down) plus the mean pair co-occurrence. One definition for the analysis's
 * fixes and the improve answer, so both prefer the same swap.
 */
export function swapFit(cards: readonly EngineCard[], base: CardBase): number {
  return listFit(cards, base) / 100 + 40 * pairStrength(cards, base);
}
