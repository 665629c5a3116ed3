import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '@test/loopback';

const HOG = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];

/** The crash-test server on `port` over `dataDir` (and `databaseUrl` when given), once it listens. */
async function startServer(port: number, dataDir: string, databaseUrl?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/faults/crash-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0000',
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout as NonNullable<typeof child.stdout>, 'data')) as [Buffer];
  expect(line.toString()).toContain('ready');
  return child;
}

async function kill9(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** Signs a new user up, follows the mailed confirmation link, signs in; returns the cookie. */
async function signedIn(origin: string, dataDir: string): Promise<string> {
  const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const headers = { 'Content-Type': 'application/json', Origin: origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'crash' }),
  });
  expect(signUp.ok, await signUp.text()).toBe(true);
  const outbox = join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const file = readdirSync(outbox, { withFileTypes: true }).find((f) => f.name.endsWith('.eml'));
    link = file
      ? readFileSync(join(outbox, file.name), 'utf8')
          .match(/https?:\/\/\S+/g)
          ?.at(-1)
      : undefined;
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  expect(link).toBeDefined();
  await fetch(String(link), { redirect: 'manual' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.ok, await signIn.text()).toBe(true);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * `kill -9` in the middle of a burst of saves: after a restart on the same data, every save the
 * server acknowledged is there, once. On the embedded database always; on PostgreSQL too when
 * DATABASE_URL is set (CI's second pass).
 */
describe('a crash during a burst of saves', () => {
  const databases: [string, boolean][] = [
    ['embedded database', false],
    ...(process.env.DATABASE_URL ? ([['PostgreSQL', true]] as [string, boolean][]) : []),
  ];
  it.each(databases)(
    '%s: loses no acknowledged save',
    async (_name, usePostgres) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-crash-'));
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      let databaseUrl: string | undefined;
      let drop = async () => {};
      if (usePostgres && process.env.DATABASE_URL) {
        const name = `elixirlab_crash_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(process.env.DATABASE_URL);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
        drop = async () => {
          const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        };
      }
      let child = await startServer(port, dataDir, databaseUrl);
      try {
        const cookie = await signedIn(origin, dataDir);
        const headers = { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie };
        const acknowledged: string[] = [];
        let sent = 0;
        // Eight saves in flight at a time; the server dies once 30 are acknowledged.
        const worker = async () => {
          while (sent < 80) {
            const name = `burst ${sent++}`;
            try {
              const res = await fetch(`${origin}/api/decks`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ name, cardIds: HOG }),
              });
              if (res.ok) acknowledged.push(name);
              if (acknowledged.length >= 30 && child.exitCode === null) await kill9(child);
            } catch {
              // the server is gone: this save was never acknowledged
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, worker));
        await kill9(child);
        expect(acknowledged.length).toBeGreaterThanOrEqual(30);

        child = await startServer(port, dataDir, databaseUrl);
        const res = await fetch(`${origin}/api/decks`, { headers });
        expect(res.status).toBe(200);
        const stored = ((await res.json()) as { name: string }[]).map((d) => d.name);
        for (const name of acknowledged) expect(stored).toContain(name);
        expect(new Set(stored).size).toBe(stored.length);
      } finally {
        await kill9(child);
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
