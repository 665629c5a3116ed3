import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on an unexpected console.error (epic-stack habit): a test that expects one spies on it itself.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (calls.length > 0 && !(globalThis as { allowConsoleError?: boolean }).allowConsoleError) {
    throw new Error(
      `Unexpected console.error: ${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
