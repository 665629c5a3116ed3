/**
 * A call on the deck engine as it travels to a worker thread and back: the one definition the
 * pool (`engine-pool.ts`) and the worker (`engine-worker.ts`) share. It imports no more than the
 * engine, because the worker is bundled from it (`engine-worker-bundle.ts`).
 */
import type { Card } from '@shared/card';
import type { DeckEngine } from '@engine/deck-engine';

/** The engine's heavy methods, which the pool runs in a worker: a chat turn and the coach's answers. */
export type PooledMethod = 'answer' | 'warDecks' | 'upgradePlan' | 'battleReport';
export type EngineCall = {
  [M in PooledMethod]: { method: M; args: Parameters<DeckEngine[M]> };
}[PooledMethod];
/** Runs one call on an engine: the one dispatch the worker and the main-thread fallback share. */
export function callEngine(engine: DeckEngine, call: EngineCall): unknown {
  switch (call.method) {
    case 'answer':
      return engine.answer(...call.args);
    case 'warDecks':
      return engine.warDecks(...call.args);
    case 'upgradePlan':
      return engine.upgradePlan(...call.args);
    case 'battleReport':
      return engine.battleReport(...call.args);
  }
}

/** A call sent to a worker; the catalogue travels only when the worker's copy is out of date. */
export interface EngineRequest {
  id: number;
  version: string | null;
  catalogue?: readonly Card[];
  call: EngineCall;
}
export type EngineResponse = { id: number; result: unknown } | { id: number; error: string };
