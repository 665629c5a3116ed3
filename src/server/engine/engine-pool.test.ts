import { afterAll, describe, expect, it } from 'vitest';
import { createDeckEngine } from '@engine/deck-engine';
import { catalogue, testPlayer } from '@test/engine-fixtures';
import { createEnginePool } from './engine-pool';

const engine = createDeckEngine(catalogue);
let version = 'v1';
// A turn a worker fails is answered on the main thread and logged: the tests below assert no
// such fallback happened, so they prove the workers answered.
const fallbacks: unknown[] = [];
const pool = createEnginePool({
  size: 2,
  engine: () => engine,
  catalogue: () => catalogue,
  version: () => version,
  logger: { error: (details: unknown) => fallbacks.push(details) },
});
afterAll(() => pool.close());

describe('engine worker pool', () => {
  it('answers in worker threads exactly as the engine does on the main thread', async () => {
    const messages = ['hog 2.6', 'counter pekka without legendaries', 'what does the monk do?'];
    const answers = await Promise.all(messages.map((message) => pool.answer({ message })));
    for (const [i, message] of messages.entries())
      expect(answers[i]).toEqual(engine.answer({ message }));
    expect(fallbacks).toEqual([]);
  });

  it("runs the coach's war decks and upgrade plan in a worker, with the same result", async () => {
    const [war, plan] = await Promise.all([
      pool.run('warDecks', testPlayer),
      pool.run('upgradePlan', testPlayer.currentDeck ?? [], testPlayer),
    ]);
    expect(war).toHaveLength(4);
    expect(war).toEqual(engine.warDecks(testPlayer));
    expect(plan).toEqual(engine.upgradePlan(testPlayer.currentDeck ?? [], testPlayer));
    expect(fallbacks).toEqual([]);
  });

  it('sends the catalogue again when its version changes', async () => {
    version = 'v2';
    const first = await pool.answer({ message: 'golem deck' });
    const second = await pool.answer({ message: 'golem deck' });
    expect(first).toEqual(engine.answer({ message: 'golem deck' }));
    expect(second).toEqual(first);
  });

  it('runs on the main thread with no workers', async () => {
    const inline = createEnginePool({
      size: 0,
      engine: () => engine,
      catalogue: () => catalogue,
      version: () => version,
    });
    expect(inline.size).toBe(0);
    expect(await inline.answer({ message: 'hog 2.6' })).toEqual(
      engine.answer({ message: 'hog 2.6' }),
    );
  });

  it('never loses a turn: one in flight when the pool closes is answered on the main thread', async () => {
    const closing = createEnginePool({
      size: 1,
      engine: () => engine,
      catalogue: () => catalogue,
      version: () => 'v1',
    });
    const inFlight = closing.answer({ message: 'lavaloon' });
    await closing.close();
    expect(await inFlight).toEqual(engine.answer({ message: 'lavaloon' }));
    expect(await closing.answer({ message: 'hog 2.6' })).toEqual(
      engine.answer({ message: 'hog 2.6' }),
    );
  });
});
