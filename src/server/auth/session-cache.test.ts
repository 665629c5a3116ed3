import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionCache } from './session-cache';

type Cached = Parameters<ReturnType<typeof createSessionCache>['set']>[1];

const sessionUntil = (expiresAt: Date) =>
  ({ session: { expiresAt }, user: { id: 'u1' } }) as unknown as Cached;

describe('session cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers a session for the time to live, then reads it again', () => {
    vi.useFakeTimers();
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 10 });
    const session = sessionUntil(new Date(Date.now() + 3_600_000));
    cache.set('token', session);
    expect(cache.get('token')).toBe(session);
    vi.advanceTimersByTime(30_001);
    expect(cache.get('token')).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    vi.useFakeTimers();
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 10 });
    cache.set('token', sessionUntil(new Date(Date.now() + 1_000)));
    vi.advanceTimersByTime(1_001);
    expect(cache.get('token')).toBeUndefined();
  });

  it('forgets every session on clear, and stays within its size', () => {
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 2 });
    const later = new Date(Date.now() + 3_600_000);
    cache.set('a', sessionUntil(later));
    cache.set('b', sessionUntil(later));
    cache.set('c', sessionUntil(later));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
