import { Worker } from 'node:worker_threads';
import type { Card } from '@shared/card';
import type { DeckEngine, EngineAnswer } from '@engine/deck-engine';
import type { Logger } from '../logger';

export type EngineInput = Parameters<DeckEngine['answer']>[0];

/** A turn sent to a worker; the catalogue travels only when the worker's copy is out of date. */
export interface EngineRequest {
  id: number;
  version: string | null;
  catalogue?: readonly Card[];
  input: EngineInput;
}
export type EngineResponse = { id: number; answer: EngineAnswer } | { id: number; error: string };

export interface EnginePool {
  /** The chat's answer to one turn, computed off the event loop when the pool has workers. */
  answer(input: EngineInput): Promise<EngineAnswer>;
  /** Workers running (0: answers on the main thread). */
  readonly size: number;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  version: string | null | undefined;
  busy: number;
  /** Stopped (crashed, or the pool is closing): it takes no more turns. */
  dead: boolean;
  pending: Map<number, { resolve: (a: EngineAnswer) => void; reject: (e: Error) => void }>;
}

/** Wait before a dead worker is replaced, so one that fails at start does not respawn in a loop. */
const RESPAWN_DELAY_MS = 1_000;

const workerUrl = new URL('./engine-worker.mjs', import.meta.url);

/**
 * Runs the chat engine in `size` worker threads (0: on the main thread, as a fallback and for
 * measuring the difference in `npm run bench:load`). Each turn goes to the least busy live worker.
 * A worker that fails a turn, or dies, never loses it: the turn is answered on the main thread,
 * and a dead worker is replaced after a pause.
 */
export function createEnginePool(deps: {
  size: number;
  engine: () => DeckEngine;
  catalogue: () => readonly Card[];
  version: () => string | null;
  logger?: Pick<Logger, 'error'>;
}): EnginePool {
  const inline = async (input: EngineInput) => deps.engine().answer(input);
  if (deps.size <= 0) return { size: 0, answer: inline, close: async () => {} };
  // Turn ids start at 1; 0 is the warm-up, whose answer nobody waits for.
  let nextId = 1;
  let closing = false;
  const slots: Slot[] = [];
  const spawn = (index: number) => {
    // The worker is TypeScript behind a small JavaScript entry that registers tsx.
    const worker = new Worker(workerUrl);
    // A worker waits for work without keeping the process alive.
    worker.unref();
    const slot: Slot = { worker, version: undefined, busy: 0, dead: false, pending: new Map() };
    slots[index] = slot;
    worker.on('message', (response: EngineResponse) => {
      const waiting = slot.pending.get(response.id);
      if (!waiting) return;
      slot.pending.delete(response.id);
      slot.busy--;
      if ('answer' in response) waiting.resolve(response.answer);
      else waiting.reject(new Error(response.error));
    });
    const fail = (reason: string) => {
      if (slot.dead) return;
      slot.dead = true;
      for (const waiting of slot.pending.values()) waiting.reject(new Error(reason));
      slot.pending.clear();
      if (closing) return;
      deps.logger?.error({ reason }, 'deck engine worker stopped; starting another');
      void worker.terminate();
      setTimeout(() => {
        if (!closing) spawn(index);
      }, RESPAWN_DELAY_MS).unref();
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`engine worker exited with code ${code}`));
    // Warm up: the worker loads the engine now, not on the first chat turn.
    slot.version = deps.version();
    worker.postMessage({
      id: 0,
      version: slot.version,
      catalogue: deps.catalogue(),
      input: { message: 'hello' },
    } satisfies EngineRequest);
  };
  for (let i = 0; i < deps.size; i++) spawn(i);

  const inWorker = (slot: Slot, input: EngineInput) => {
    const version = deps.version();
    const id = nextId++;
    const request: EngineRequest = {
      id,
      version,
      input,
      ...(slot.version !== version ? { catalogue: deps.catalogue() } : {}),
    };
    slot.version = version;
    slot.busy++;
    return new Promise<EngineAnswer>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage(request);
    });
  };

  return {
    size: deps.size,
    async answer(input) {
      const live = slots.filter((s) => !s.dead);
      if (closing || live.length === 0) return inline(input);
      const slot = live.reduce((a, b) => (b.busy < a.busy ? b : a));
      try {
        return await inWorker(slot, input);
      } catch (error) {
        deps.logger?.error(
          { reason: error instanceof Error ? error.message : String(error) },
          'deck engine worker failed a turn; answering on the main thread',
        );
        return inline(input);
      }
    },
    async close() {
      closing = true;
      for (const slot of slots) {
        slot.dead = true;
        for (const waiting of slot.pending.values())
          waiting.reject(new Error('engine pool closed'));
        slot.pending.clear();
      }
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
