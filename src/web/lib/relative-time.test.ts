import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('reads recent times in words', () => {
    expect(relativeTime('2026-11-22T11:59:40Z', now, 'en')).toBe('just now');
    expect(relativeTime('2026-11-22T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-22T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T12:00:00Z', now, 'en')).toBe('yesterday');
  });
});
