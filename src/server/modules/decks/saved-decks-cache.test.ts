import { describe, expect, it } from 'vitest';
import { createSavedDecksCache } from './saved-decks-cache';

const list = (name: string) => JSON.stringify([{ name }]);
const make = (maxEntries = 10, maxChars = 10_000) =>
  createSavedDecksCache({ maxEntries, maxChars });

describe('the saved-decks cache (embedded database)', () => {
  it('remembers a list per user until that user writes', () => {
    const cache = make();
    cache.set('alice', 'v1', list('a'), cache.generation());
    cache.set('bob', 'v1', list('b'), cache.generation());
    expect(cache.get('alice', 'v1')).toEqual(list('a'));
    cache.forget('alice');
    expect(cache.get('alice', 'v1')).toBeUndefined();
    expect(cache.get('bob', 'v1')).toEqual(list('b'));
  });

  it('never keeps a list whose read overlapped a write', () => {
    const cache = make();
    // A read starts, a save commits and forgets, then the read (of the old rows) ends.
    const since = cache.generation();
    cache.forget('alice');
    cache.set('alice', 'v1', list('before the save'), since);
    expect(cache.get('alice', 'v1')).toBeUndefined();
    // A read that starts after the write is kept.
    cache.set('alice', 'v1', list('after the save'), cache.generation());
    expect(cache.get('alice', 'v1')).toEqual(list('after the save'));
  });

  it('misses once the catalogue changed, and forgets everything on clear', () => {
    const cache = make();
    cache.set('alice', 'v1', list('a'), cache.generation());
    expect(cache.get('alice', 'v2')).toBeUndefined();
    const since = cache.generation();
    cache.clear();
    cache.set('bob', 'v1', list('b'), since);
    expect(cache.get('alice', 'v1')).toBeUndefined();
    expect(cache.get('bob', 'v1')).toBeUndefined();
  });

  it('stays within its entry count and its size', () => {
    const byCount = make(2);
    for (const user of ['a', 'b', 'c']) byCount.set(user, 'v1', list(user), byCount.generation());
    expect(['a', 'b', 'c'].filter((u) => byCount.get(u, 'v1'))).toHaveLength(1);
    const bySize = make(100, 30);
    for (const user of ['a', 'b', 'c']) bySize.set(user, 'v1', list(user), bySize.generation());
    expect(['a', 'b', 'c'].filter((u) => bySize.get(u, 'v1')).length).toBeLessThan(3);
  });
});
