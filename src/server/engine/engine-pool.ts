import { Worker } from 'node:worker_threads';
import type { Card } from '@shared/card';
import type { DeckEngine, EngineAnswer } from '@engine/deck-engine';
import type { Logger } from '../logger';
import {
  callEngine,
  type EngineCall,
  type EngineRequest,
  type EngineResponse,
  type PooledMethod,
} from './engine-call';
import { engineWorkerUrl } from './engine-worker-bundle';

export type EngineInput = Parameters<DeckEngine['answer']>[0];

type Result<M extends PooledMethod> = ReturnType<DeckEngine[M]>;

export interface EnginePool {
  /** One engine call, computed off the event loop when the pool has workers. */
  run<M extends PooledMethod>(method: M, ...args: Parameters<DeckEngine[M]>): Promise<Result<M>>;
  /** The chat's answer to one turn (`run('answer', input)`). */
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
  pending: Map<number, { resolve: (result: unknown) => void; reject: (e: Error) => void }>;
}

/** Wait before a dead worker is replaced, so one that fails at start does not respawn in a loop. */
const RESPAWN_DELAY_MS = 1_000;

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
  const inline = async (call: EngineCall) => callEngine(deps.engine(), call);
  const typed =
    (run: (call: EngineCall) => Promise<unknown>) =>
    <M extends PooledMethod>(method: M, ...args: Parameters<DeckEngine[M]>) =>
      // The call and its method travel together, so the result is that method's.
      run({ method, args } as EngineCall) as Promise<Result<M>>;
  if (deps.size <= 0) {
    const run = typed(inline);
    return { size: 0, run, answer: (input) => run('answer', input), close: async () => {} };
  }
  // Turn ids start at 1; 0 is the warm-up, whose answer nobody waits for.
  let nextId = 1;
  let closing = false;
  const slots: Slot[] = [];
  const spawn = (index: number, url: URL) => {
    // The bundle needs no loader: without `execArgv` a worker would inherit `--import tsx`.
    const worker = new Worker(url, { execArgv: [] });
    // A worker waits for work without keeping the process alive.
    worker.unref();
    const slot: Slot = { worker, version: undefined, busy: 0, dead: false, pending: new Map() };
    slots[index] = slot;
    worker.on('message', (response: EngineResponse) => {
      const waiting = slot.pending.get(response.id);
      if (!waiting) return;
      slot.pending.delete(response.id);
      slot.busy--;
      if ('result' in response) waiting.resolve(response.result);
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
        if (!closing) spawn(index, url);
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
      call: { method: 'answer', args: [{ message: 'hello' }] },
    } satisfies EngineRequest);
  };
  // The workers start once their bundle is built (once per process, well under a second); turns
  // wait for that rather than falling back, and run on the main thread if it cannot be built.
  const started = engineWorkerUrl().then(
    (url) => {
      if (!closing) for (let i = 0; i < deps.size; i++) spawn(i, url);
    },
    (error: unknown) =>
      deps.logger?.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'deck engine workers could not start; answering on the main thread',
      ),
  );

  const inWorker = (slot: Slot, call: EngineCall) => {
    const version = deps.version();
    const id = nextId++;
    const request: EngineRequest = {
      id,
      version,
      call,
      ...(slot.version !== version ? { catalogue: deps.catalogue() } : {}),
    };
    slot.version = version;
    slot.busy++;
    return new Promise<unknown>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage(request);
    });
  };

  const run = typed(async (call) => {
    await started;
    const live = slots.filter((s) => !s.dead);
    if (closing || live.length === 0) return inline(call);
    const slot = live.reduce((a, b) => (b.busy < a.busy ? b : a));
    try {
      return await inWorker(slot, call);
    } catch (error) {
      // A pool closing at shutdown rejects the turns in flight: they are answered here, quietly.
      if (!closing)
        deps.logger?.error(
          { method: call.method, reason: error instanceof Error ? error.message : String(error) },
          'deck engine worker failed a call; answering on the main thread',
        );
      return inline(call);
    }
  });

  return {
    size: deps.size,
    run,
    answer: (input) => run('answer', input),
    async close() {
      closing = true;
      await started;
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
