import { describe, expect, it } from 'vitest';
import { deckPageIds, deckPagePath, deckPageTowerTroop, deckPageUrl } from './deck-page';

const ids = [26000021, 26000014, 27000000, 26000038, 26000030, 26000010, 28000000, 28000011];

describe('deck page links', () => {
  it('carries the tower troop when the deck has one', () => {
    expect(deckPagePath(ids, 159000002)).toBe(`/deck/${ids.join('-')}?tt=159000002`);
    expect(deckPageUrl('https://x.test', ids)).toBe(`https://x.test/deck/${ids.join('-')}`);
  });

  it('reads back what it writes, and refuses what is not a deck', () => {
    expect(deckPageIds(ids.join('-'))).toEqual(ids);
    expect(deckPageIds(ids.slice(0, 7).join('-'))).toBeNull();
    expect(deckPageIds('a-b-c-d-e-f-g-h')).toBeNull();
    expect(deckPageIds(undefined)).toBeNull();
    expect(deckPageTowerTroop('159000002')).toBe(159000002);
    expect(deckPageTowerTroop(null)).toBeNull();
    expect(deckPageTowerTroop('0')).toBeNull();
    expect(deckPageTowerTroop('1e9')).toBeNull();
  });
});
