/**
 * `npm run bench`: the Foundation targets, measured and printed (never asserted):
 * 1. GET /api/cards first page on the embedded database vs a bare node:http server answering the
 *    same bytes from memory (autocannon, 10 s, 50 connections each, side by side in one run);
 * 2. server start to first successful /api/health on a warm data directory;
 * 3. the /cards route's JavaScript for a first load, gzip, from the production build.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-bench-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(port: number, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error('server did not become healthy');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

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

try {
  bundle();
  await startup();
  await throughput();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
