import { describe, expect, it } from 'vitest';
import { matchesCardSearch, normaliseCardSearch } from './card-search';

const matches = (name: string, query: string) =>
  matchesCardSearch(normaliseCardSearch(name), query);

describe('card search', () => {
  it('is case-insensitive and matches inner words', () => {
    expect(matches('Hog Rider', 'rider')).toBe(true);
    expect(matches('Ram Rider', 'RIDER')).toBe(true);
    expect(matches('Hog Rider', 'knight')).toBe(false);
  });

  it('ignores punctuation, hyphens and spacing differences', () => {
    expect(matches('P.E.K.K.A', 'pekka')).toBe(true);
    expect(matches('Mini P.E.K.K.A', 'mini pekka')).toBe(true);
    expect(matches('X-Bow', 'xbow')).toBe(true);
    expect(matches('X-Bow', 'x-bow')).toBe(true);
    expect(matches('Royal Giant', 'royalgiant')).toBe(true);
  });
});
