/**
 * One deck-engine worker thread: it keeps an engine over the catalogue version it was last sent
 * and answers chat turns, so a turn's ~20 ms of CPU never blocks the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { createDeckEngine, type DeckEngine } from '@engine/deck-engine';
import type { EngineRequest, EngineResponse } from './engine-pool';

let engine: DeckEngine | null = null;
let version: string | null = null;

parentPort?.on('message', (request: EngineRequest) => {
  let response: EngineResponse;
  try {
    if (request.catalogue) {
      engine = createDeckEngine(request.catalogue);
      version = request.version;
    }
    if (!engine || version !== request.version) throw new Error('engine worker has no catalogue');
    response = { id: request.id, answer: engine.answer(request.input) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
