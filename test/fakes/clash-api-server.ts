import { readFileSync } from 'node:fs';
import { listenOnLoopback } from '../loopback';
import { createServer, type Server } from 'node:http';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/cr-api/${name}`, import.meta.url), 'utf8'));

/** The real player payloads the fake serves, by tag (without #). */
export const FAKE_PLAYERS: Record<string, unknown> = {
  '2PGGCJJL': fixture('player-2PGGCJJL.2024-06.jcrapi2.json'),
  RG0GUVJG: fixture('player-RG0GUVJG.2026-09.denialgelon.json'),
};

/** Their battle logs, built by scripts/fixtures/build-battlelog-fixtures.ts in the API's shape. */
export const FAKE_BATTLE_LOGS: Record<string, unknown> = {
  '2PGGCJJL': fixture('battlelog-2PGGCJJL.json'),
  RG0GUVJG: fixture('battlelog-RG0GUVJG.json'),
};

/** How the fake answers: normally, or failing in each of the upstream's ways. */
export type FakeClashMode =
  'ok' | 'accessDenied' | 'invalidIp' | 'maintenance' | 'rateLimited' | 'serverError' | 'hang';

export interface FakeClashApi {
  url: string;
  token: string;
  mode: FakeClashMode;
  /** Requests seen (path), newest last. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A small Clash Royale API on loopback, built from the recorded samples: `GET /v1/players/%23TAG`
 * answers the sample (or the recorded 404 body), and `mode` makes it fail like the real one does.
 */
export async function startFakeClashApi(): Promise<FakeClashApi> {
  const fake = { token: 'fake-token', mode: 'ok' as FakeClashMode, requests: [] as string[] };
  const errors: Record<Exclude<FakeClashMode, 'ok' | 'hang'>, [number, unknown]> = {
    accessDenied: [403, fixture('error-403-accessDenied.json')],
    invalidIp: [403, fixture('error-403-accessDenied.invalidIp.json')],
    maintenance: [503, fixture('error-503-inMaintenance.json')],
    rateLimited: [429, { reason: 'requestThrottled', message: 'Request was throttled.' }],
    serverError: [500, { reason: 'unknownException' }],
  };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    fake.requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'hang') return;
    if (req.headers.authorization !== `Bearer ${fake.token}`) return send(...errors.accessDenied);
    if (fake.mode !== 'ok') return send(...errors[fake.mode]);
    const log = /^\/v1\/players\/%23([0-9A-Z]+)\/battlelog$/.exec(url);
    if (log?.[1]) {
      const body = FAKE_BATTLE_LOGS[log[1]];
      return body ? send(200, body) : send(404, fixture('error-404-notFound.json'));
    }
    const player = /^\/v1\/players\/%23([0-9A-Z]+)$/.exec(url);
    if (player?.[1]) {
      const body = FAKE_PLAYERS[player[1]];
      return body ? send(200, body) : send(404, fixture('error-404-notFound.json'));
    }
    if (url === '/v1/cards') return send(200, { items: [] });
    return send(404, { reason: 'notFound' });
  });
  const { port, close } = await listenOnLoopback(server);
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close,
  });
}
