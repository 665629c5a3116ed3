import { describe, expect, it } from 'vitest';
import { createSavedDecksCache } from './saved-decks-cache';

const list = (name: string) => JSON.stringify([{ name }]);

describe('the saved-decks cache (embedded database)', () => {
  it('remembers a list per user until that user writes', () => {
    const cache = createSavedDecksCache({ maxEntries: 10 });
    cache.set('alice', list('a'), cache.generation());
    cache.set('bob', list('b'), cache.generation());
    expect(cache.get('alice')).toEqual(list('a'));
    cache.forget('alice');
    expect(cache.get('alice')).toBeUndefined();
    expect(cache.get('bob')).toEqual(list('b'));
  });

  it('never keeps a list whose read overlapped a write', () => {
    const cache = createSavedDecksCache({ maxEntries: 10 });
    // A read starts, a save commits and forgets, then the read (of the old rows) ends.
    const since = cache.generation();
    cache.forget('alice');
    cache.set('alice', list('before the save'), since);
    expect(cache.get('alice')).toBeUndefined();
    // A read that starts after the write is kept.
    cache.set('alice', list('after the save'), cache.generation());
    expect(cache.get('alice')).toEqual(list('after the save'));
  });

  it('stays within its size', () => {
    const cache = createSavedDecksCache({ maxEntries: 2 });
    for (const user of ['a', 'b', 'c']) cache.set(user, list(user), cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].filter(Boolean)).toHaveLength(1);
  });
});
