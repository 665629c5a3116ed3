import { describe, expect, it } from 'vitest';
import {
  losingClause,
  formatCount,
  formatInterval,
  formatPercent,
  formatShare,
  wilson,
  formatRecord,
} from './stats';

describe('wilson', () => {
  it('matches the textbook interval for 50 of 100', () => {
    const [lo, hi] = wilson(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
  });
  it('narrows as games grow and stays within 0..1', () => {
    const small = wilson(0.9, 10);
    const large = wilson(0.9, 1000);
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
    expect(wilson(1, 5)[1]).toBeLessThanOrEqual(1);
    expect(wilson(0, 5)[0]).toBeGreaterThanOrEqual(0);
  });
  it('knows nothing from no games', () => {
    expect(wilson(0.7, 0)).toEqual([0, 1]);
  });
});

describe('formatting', () => {
  it('writes counts with separators and rates as whole percents', () => {
    expect(formatCount(1842)).toBe('1,842');
    expect(formatPercent(0.5849)).toBe('58%');
  });
});

describe('formatRecord', () => {
  it('gives the rate with its 95% interval and sample, or says there are too few games', () => {
    expect(formatRecord({ winRate: 0.54, wilson: [0.514, 0.566], games: 1420 })).toBe(
      '54% (51–57%) over 1,420 games',
    );
    expect(formatRecord({ winRate: 0.6, games: 99 })).toBe('too few games (99) to say');
    expect(formatRecord({ winRate: null, games: 400 })).toBe('too few games (400) to say');
  });
});

describe('formatInterval', () => {
  it('never prints 50 for a bound that excludes 50%, so "the whole interval under 50%" reads true', () => {
    expect(formatInterval([0.4812, 0.5234])).toBe('(48–52%)');
    expect(formatInterval([0.45, 0.4962])).toBe('(45–49.6%)');
    expect(formatInterval([0.48, 0.49996])).toBe('(48–49.996%)');
    expect(formatInterval([0.5003, 0.53])).toBe('(50.03–53%)');
    expect(formatInterval([0.5, 0.53])).toBe('(50–53%)');
  });
  it('a share of games carries its interval', () => {
    expect(formatShare(0.38, 132)).toMatch(/^38% \(\d+–\d+%\) of 132$/);
  });
});

describe('losingClause', () => {
  it('says a record is losing only when the whole interval is under 50% with enough games', () => {
    expect(losingClause({ winRate: 0.4875, games: 6549 })).toBe(
      ', a losing record: the whole 95% interval is under 50%',
    );
    // The interval reaches 50%: no claim.
    expect(losingClause({ winRate: 0.49, games: 500 })).toBe('');
    // Too few games for any claim, however low.
    expect(losingClause({ winRate: 0.3, games: 60 })).toBe('');
    expect(losingClause({ winRate: null, games: 6549 })).toBe('');
    expect(losingClause({ winRate: 0.52, games: 6549 })).toBe('');
  });
});
