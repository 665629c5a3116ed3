/**
 * The server the browser tests drive: the built app on a fresh data directory (embedded database),
 * with every third party faked on loopback.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { officialPlayerSchema } from '../src/shared/official-player';
import { createServer } from 'node:http';
import { parseEnv } from '../src/server/env';
import { createServerContext } from '../src/server/server';
import { startFakeClashApi } from '../test/fakes/clash-api-server';
import { E2E_DATA_DIR, E2E_PORT } from './e2e-env';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const SAMPLES = 'test/fixtures/cr-api';

// The Clash Royale API, faked on loopback from the recorded samples (#RG0GUVJG, #2PGGCJJL).
const upstream = await startFakeClashApi();

const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  DATA_DIR: E2E_DATA_DIR,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  CR_API_TOKEN: upstream.token,
  CR_API_BASE_URL: upstream.url,
  // Every browser test signs up from 127.0.0.1: keep the per-IP auth limit out of their way.
  AUTH_RATE_LIMIT_PER_IP: '100000',
});
const context = await createServerContext(env);
// The catalogue as this world knows it from the start: the bundled cards and those the sample
// players own that it lacks (Ronin), which a live server learns from the first payload naming them.
for (const file of readdirSync(SAMPLES).filter((f) => f.startsWith('player-')))
  await context.cards.learn(
    officialPlayerSchema.parse(JSON.parse(readFileSync(`${SAMPLES}/${file}`, 'utf8'))),
  );
const server = createServer(context.listener).listen(E2E_PORT, '127.0.0.1', () =>
  console.info(
    `ElixirLab with a fake Clash Royale API: http://127.0.0.1:${E2E_PORT} (player tags #RG0GUVJG, #2PGGCJJL; mails in ${E2E_DATA_DIR}/outbox)`,
  ),
);

const stop = () => {
  server.close();
  void Promise.all([context.close(), upstream.close()]).finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
