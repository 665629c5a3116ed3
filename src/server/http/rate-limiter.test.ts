import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limiter';

describe('in-memory rate-limit counters (embedded database)', () => {
  it('counts hits per key within a window and starts over when it ends', async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.hit('chat:ip:a', 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(await store.hit('chat:ip:a', 60_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(await store.hit('chat:ip:b', 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    now = 61_000;
    expect(await store.hit('chat:ip:a', 60_000)).toEqual({ count: 1, resetAt: 121_000 });
  });
});
