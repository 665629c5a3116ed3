/**
 * One deck-engine worker thread: it keeps an engine over the catalogue version it was last sent
 * and answers chat turns and the coach's war decks, upgrade plans and battle reports, so their
 * 20–200 ms of CPU never block the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { createDeckEngine, type DeckEngine } from '@engine/deck-engine';
import { callEngine, type EngineRequest, type EngineResponse } from './engine-call';

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
    response = { id: request.id, result: callEngine(engine, request.call) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
