/**
 * `npm run bench:load`: the server under load, loopback only, bounded in time (about a minute),
 * printed and never asserted:
 * 1. 50 concurrent chats for 10 s, after a discarded warm-up of the same load (the JIT compiles
 *    the engine's hot functions in the first seconds, in either mode): chats/s, and /api/ready
 *    latency polled meanwhile, with the
 *    deck engine on the main thread (ENGINE_WORKERS=0) and in its worker pool (one per core),
 *    side by side; the server's peak resident memory (RSS) in each run;
 * 2. the card catalogue: one cached query against varied filter queries in the same run;
 * 3. a signed-in user's saved decks on the embedded database.
 */
import { existsSync, readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { buildServer } from '../scripts/server-bundle.mjs';
import { startBenchServer, stop, waitForHealth } from './bench-server';

const DURATION_S = 10;
/** The same load first, unmeasured, so both runs are measured with the engine compiled. */
const WARM_UP_S = 4;
const CONNECTIONS = 50;
const MESSAGES = [
  'hog 2.6',
  'counter mega knight without legendaries',
  'golem beatdown under 4.2',
  'lavaloon',
  'x-bow cycle',
  'a deck with the log and balloon',
  'pekka bridge spam',
  'graveyard control',
];

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function chatRun(label: string, port: number, workers: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-load-'));
  const server = startBenchServer(port, dataDir, {
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(workers === undefined ? {} : { ENGINE_WORKERS: workers }),
  });
  try {
    await waitForHealth(port);
    const origin = `http://127.0.0.1:${port}`;
    const load = {
      url: `${origin}/api/ai/deck-builder/stream`,
      connections: CONNECTIONS,
      requests: MESSAGES.map((message) => ({
        method: 'POST' as const,
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ message }),
      })),
    };
    await autocannon({ ...load, duration: WARM_UP_S });
    let peak = rssMiB(server);
    const ready: number[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${origin}/api/ready`).then((r) => r.arrayBuffer());
        ready.push(performance.now() - started);
        peak = Math.max(peak, rssMiB(server));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const result = await autocannon({ ...load, duration: DURATION_S });
    polling = false;
    await poll;
    return {
      label,
      chats: result.requests.average,
      errors: result.errors + result.non2xx,
      readyP50: percentile(ready, 50),
      readyP99: percentile(ready, 99),
      peak,
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A signed-in user on the server at `origin` (test mode: the confirmation mail is a file). */
async function signedInCookie(origin: string, dataDir: string): Promise<string> {
  const email = `load-${Date.now()}@example.com`;
  const password = 'load-test-password-1234';
  const headers = { 'content-type': 'application/json', origin };
  await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'load' }),
  });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const outbox = join(dataDir, 'outbox');
    const file = existsSync(outbox)
      ? readdirSync(outbox).find((f) => f.endsWith('.eml'))
      : undefined;
    link = file
      ? readFileSync(join(outbox, file), 'utf8')
          .match(/https?:\/\/\S+/g)
          ?.at(-1)
      : undefined;
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no confirmation mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function savedDecksRun(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-load-'));
  const server = startBenchServer(port, dataDir, { NODE_ENV: 'test', SMTP_URL: '' });
  try {
    await waitForHealth(port);
    const origin = `http://127.0.0.1:${port}`;
    const cookie = await signedInCookie(origin, dataDir);
    const hog = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];
    for (let i = 0; i < 10; i++)
      await fetch(`${origin}/api/decks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ name: `deck ${i}`, cardIds: hog }),
      });
    const result = await autocannon({
      url: `${origin}/api/decks`,
      connections: 20,
      duration: 5,
      headers: { cookie },
    });
    return { result, peak: rssMiB(server) };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function catalogueRun(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-load-'));
  const server = startBenchServer(port, dataDir);
  try {
    await waitForHealth(port);
    const origin = `http://127.0.0.1:${port}`;
    const cached = await autocannon({
      url: `${origin}/api/cards?q=hog`,
      connections: CONNECTIONS,
      duration: 5,
    });
    // Every request a different filter (search, type, elixir range, page): none repeats often.
    const queries: string[] = [];
    for (const q of ['', 'ar', 'gi', 'sk', 'go', 'ba', 'wi', 'el'])
      for (const type of ['', 'Troop', 'Spell', 'Building'])
        for (let low = 1; low <= 5; low++)
          queries.push(
            `/api/cards?${new URLSearchParams({ ...(q ? { q } : {}), ...(type ? { type } : {}), minElixir: String(low), maxElixir: String(low + 3) })}`,
          );
    const varied = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: 5,
      requests: queries.map((path) => ({ method: 'GET', path })),
    });
    return { cached, varied, distinct: queries.length };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench:load -- decks catalogue` runs only the named parts (chats, catalogue, decks). */
const parts = process.argv.slice(2);
const runs = (part: string) => parts.length === 0 || parts.includes(part);

await buildServer();
const cores = availableParallelism();
if (runs('chats')) {
  console.log(
    `## ${CONNECTIONS} concurrent chats for ${DURATION_S} s (visitor chats, built-in engine, ${cores} cores)`,
  );
  const main = await chatRun('main thread (ENGINE_WORKERS=0)', 3951, '0');
  const pooled = await chatRun(`worker pool (${cores} workers)`, 3952, undefined);
  console.log('| engine | chats/s | errors | /api/ready p50 | /api/ready p99 | peak RSS |');
  console.log('|---|---|---|---|---|---|');
  for (const r of [main, pooled])
    console.log(
      `| ${r.label} | ${r.chats.toFixed(1)} | ${r.errors} | ${r.readyP50.toFixed(1)} ms | ${r.readyP99.toFixed(1)} ms | ${r.peak.toFixed(0)} MiB |`,
    );
  console.log(
    `chat throughput: ${(pooled.chats / Math.max(main.chats, 0.001)).toFixed(2)}× with the pool (goal ≥ 1.8× on 2 cores); readiness p99 goal < 50 ms; RSS goal < 400 MiB`,
  );
}

if (runs('catalogue')) {
  const catalogue = await catalogueRun(3953);
  console.log('\n## Card catalogue, 50 connections, 5 s each');
  console.log(
    `one cached query:            ${catalogue.cached.requests.average.toFixed(0)} req/s, p99 ${catalogue.cached.latency.p99} ms`,
  );
  console.log(
    `${catalogue.distinct} varied filter queries: ${catalogue.varied.requests.average.toFixed(0)} req/s, p99 ${catalogue.varied.latency.p99} ms (${((catalogue.varied.requests.average / catalogue.cached.requests.average) * 100).toFixed(0)}% of cached; goal ≥ 50%)`,
  );
}

if (runs('decks')) {
  const decks = await savedDecksRun(3954);
  console.log(
    '\n## Signed-in GET /api/decks (10 saved decks), embedded database, 20 connections, 5 s',
  );
  console.log(
    `${decks.result.requests.average.toFixed(0)} req/s, p99 ${decks.result.latency.p99} ms, errors ${decks.result.errors + decks.result.non2xx}, RSS ${decks.peak.toFixed(0)} MiB (goal ≥ 2,000 req/s, p99 < 50 ms)`,
  );
}
