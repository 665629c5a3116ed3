/**
 * `npm run bench`: the Foundation targets, measured and printed (never asserted):
 * 1. GET /api/cards first page on the embedded database vs a bare node:http server answering the
 *    same bytes from memory (autocannon, 10 s, 50 connections each, side by side in one run);
 * 2. server start to first successful /api/health on a warm data directory;
 * 3. the /cards route's JavaScript for a first load, gzip, from the production build;
 * 4. the chat: time from the request to the first streamed text event, built-in engine.
 */
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildServer } from '../scripts/server-bundle.mjs';
import { sleep, startBenchServer, stop, waitForHealth } from './bench-server';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-bench-'));
const startServer = (port: number) => startBenchServer(port, dataDir);
await buildServer();

function cannon(url: string) {
  return autocannon({ url, connections: 50, duration: 10 });
}

async function throughput() {
  const port = 3901;
  const server = startServer(port);
  await waitForHealth(port);
  const body = await (await fetch(`http://127.0.0.1:${port}/api/cards`)).text();

  const barePort = 3902;
  const bareSource = `
    const body = Buffer.from(process.env.BODY);
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${barePort}, '127.0.0.1');`;
  const bare = spawn(process.execPath, ['-e', bareSource], {
    env: { ...process.env, BODY: body },
    stdio: 'inherit',
  });
  await sleep(300);

  await autocannon({ url: `http://127.0.0.1:${port}/api/cards`, connections: 50, duration: 2 }); // warm-up
  const app = await cannon(`http://127.0.0.1:${port}/api/cards`);
  const baseline = await cannon(`http://127.0.0.1:${barePort}/`);
  await stop(server);
  await stop(bare);

  const ratio = app.requests.average / baseline.requests.average;
  console.log('\n## GET /api/cards (first page, no filters, embedded database)');
  console.log(
    `app:       ${app.requests.average.toFixed(0)} req/s, p99 ${app.latency.p99} ms, errors ${app.errors + app.non2xx}`,
  );
  console.log(
    `bare http: ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`,
  );
  console.log(
    `ratio:     ${(ratio * 100).toFixed(1)}% of bare node:http (target ≥ 40%), p99 target < 20 ms`,
  );
}

async function startup() {
  const port = 3903;
  // First start creates and migrates the data directory; the measured starts are warm.
  const first = startServer(port);
  await waitForHealth(port);
  await stop(first);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const child = startServer(port);
    await waitForHealth(port);
    times.push(performance.now() - started);
    await stop(child);
  }
  console.log('\n## Server start to first successful /api/health (warm data directory)');
  console.log(
    `runs: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; best ${(Math.min(...times) / 1000).toFixed(2)} s (target < 3 s)`,
  );
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

function bundle() {
  execSync('npx vite build', { cwd: root, stdio: 'ignore' });
  const dist = join(root, 'dist/web');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  visit('app/routes/cards.tsx');
  let total = 0;
  const rows: string[] = [];
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    rows.push(`  ${file}: ${(size / 1024).toFixed(1)} KB`);
  }
  console.log('\n## /cards first-load JavaScript (gzip)');
  console.log(rows.join('\n'));
  console.log(`total: ${(total / 1024).toFixed(1)} KB (target < 200 KB)`);
}

async function chatLatency() {
  const port = 3904;
  const server = startServer(port);
  await waitForHealth(port);
  const prompts = [
    'Build me a balanced deck for my arena',
    "What's a good counter to popular meta decks?",
    'build me a hog cycle deck',
    'golem beatdown without lightning',
    'log bait under 3.2 elixir',
  ];
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/ai/deck-builder/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${i}` },
      body: JSON.stringify({ message: prompts[i % prompts.length] }),
    });
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (reader && !seen.includes('"type":"text"')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    if (i >= 5) times.push(performance.now() - started); // the first five warm the engine up
    await reader?.cancel();
  }
  await stop(server);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log('\n## Chat: request to first streamed text (visitor, built-in engine)');
  console.log(
    `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${times.length} requests (target < 150 ms)`,
  );
}

try {
  bundle();
  await startup();
  await throughput();
  await chatLatency();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
