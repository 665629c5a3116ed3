/** The Wilson score interval (95%) for a proportion `p` observed over `n` trials. */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n <= 0) return [0, 1];
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Claims resting on fewer games than this say "too few games" instead of a number. */
export const MIN_GAMES_FOR_CLAIM = 100;

/** "Best deck (or card) right now" ranks only what has at least this many recorded games. */
export const BEST_NOW_MIN_GAMES = 1000;

/** "1,842" */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** "58%" */
export function formatPercent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/** A share of a whole: "58%", and "under 1%" for a share that would round to 0% but is not 0. */
export function formatPortion(p: number): string {
  return p > 0 && p < 0.005 ? 'under 1%' : formatPercent(p);
}

/** An interval bound: decimals where rounding would put it on 50% though it excludes it. */
function bound(x: number): string {
  if (Math.round(x * 100) !== 50 || Math.abs(x - 0.5) < 1e-9) return `${Math.round(x * 100)}`;
  // 49.96% is "49.96", not "50.0": as many decimals as it takes to leave 50.
  for (let digits = 1; digits < 4; digits++) {
    const text = (x * 100).toFixed(digits);
    if (Number(text) !== 50) return text;
  }
  return (x * 100).toFixed(4);
}

/** A 95% interval as every record prints it: "(45–49.6%)". */
export function formatInterval([low, high]: readonly [number, number]): string {
  return `(${bound(low)}–${bound(high)}%)`;
}

/** "38% (30–47%) of 132": a share of games with its 95% interval. */
export function formatShare(rate: number, games: number): string {
  return `${formatPercent(rate)} ${formatInterval(wilson(rate, games))} of ${formatCount(games)}`;
}

/**
 * One side's head-to-head record, as every matchup sentence words it: "decks with Knight won 48%
 * of 1,204 corpus games against decks with Mega Knight (side-adjusted)". Callers check the sample
 * against MIN_GAMES_FOR_CLAIM first.
 */
export function formatMatchup(
  ours: string,
  theirs: string,
  winRate: number,
  games: number,
): string {
  return `${ours} won ${formatShare(winRate, games)} corpus games against ${theirs} (side-adjusted)`;
}

/**
 * ", a losing record: …" after a record whose whole 95% interval is under 50% (with enough games
 * for a claim), so a number alone never reads as a recommendation; empty otherwise.
 */
export function losingClause(record: {
  winRate: number | null;
  wilson?: readonly [number, number] | null | undefined;
  games: number;
}): string {
  if (record.winRate === null || record.games < MIN_GAMES_FOR_CLAIM) return '';
  const [, high] = record.wilson ?? wilson(record.winRate, record.games);
  return high < 0.5 ? ', a losing record: the whole 95% interval is under 50%' : '';
}

/**
 * A win rate as a player should read it, with its 95% interval and sample:
 * "51% (50–52%) over 7,038 games", or "too few games (62) to say" under the claim threshold.
 */
export function formatRecord(record: {
  winRate: number | null;
  wilson?: readonly [number, number] | null | undefined;
  games: number;
}): string {
  if (record.winRate === null || record.games < MIN_GAMES_FOR_CLAIM)
    return `too few games (${formatCount(record.games)}) to say`;
  const [low, high] = record.wilson ?? wilson(record.winRate, record.games);
  return `${formatPercent(record.winRate)} ${formatInterval([low, high])} over ${formatCount(record.games)} games`;
}

/** 2 → "2nd", 3 → "3rd", 11 → "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
