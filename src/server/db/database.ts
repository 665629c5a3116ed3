import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { isDatabaseUnavailable } from './database-errors';
import { schema } from './schema';
import { withTimeout } from '../with-timeout';

export type Schema = typeof schema;
/** Either driver's Drizzle database: code above this file never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(fn)` and `withUser`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction as the non-owner role with row-level security keyed on `userId`. */
  withUser<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A cheap round trip for readiness: resolves when the database answers within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Where the database reports what happens to its connections (the server's logger). */
export interface DatabaseLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const drizzleConfig = { schema, casing: 'snake_case' } as const;

/** An advisory-lock key so that several instances starting at once migrate one at a time. */
const MIGRATION_LOCK = 7_301_994;

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  poolSize?: number;
  log?: DatabaseLog;
  /** How long to keep retrying a PostgreSQL server that is down at start (default 60 s). */
  startTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10, {
        log: options.log ?? silent,
        startTimeoutMs: options.startTimeoutMs ?? 60_000,
      })
    : await openPglite(options.dataDir);
  return database;
}

const silent: DatabaseLog = { info: () => undefined, warn: () => undefined };

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  try {
    if (!inMemory && !existsSync(join(dataDir, 'PG_VERSION'))) await createPgliteCluster(dataDir);
    const client = await PGlite.create(dataDir, { startParams: pgliteStartParams });
    const db = drizzlePglite({ client, ...drizzleConfig });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      withUser: (userId, fn) => scoped(db as unknown as Db, userId, fn),
      ping: async (ms) => {
        await withTimeout(
          client.query('SELECT 1'),
          ms,
          `The database did not answer within ${ms} ms.`,
        );
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// 16 MB of shared buffers instead of Postgres's 128 MB: the app's data is small, and the
// WebAssembly heap is resident memory (npm run bench:load reports it).
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creates a new PGlite cluster in `dataDir` in a short-lived child process. Creating it (initdb)
 * grows a WebAssembly heap and buffers that a process never gives back: done in the server's own
 * process it left about 130 MiB more resident for the process's whole life than opening the
 * created folder does.
 */
async function createPgliteCluster(dataDir: string): Promise<void> {
  // Created beside the folder and moved in only when complete, PG_VERSION last (the mark of a
  // created cluster): a child killed halfway leaves no half-made cluster to open next time.
  const staging = `${dataDir.replace(/\/+$/, '')}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  const script = `import { PGlite } from ${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))};
const [dataDir, ...startParams] = process.argv.slice(1);
await (await PGlite.create(dataDir, { startParams })).close();`;
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, staging, ...pgliteStartParams],
    { timeout: 120_000 },
  );
  const entries = readdirSync(staging).sort((a, b) =>
    a === 'PG_VERSION' ? 1 : b === 'PG_VERSION' ? -1 : 0,
  );
  for (const entry of entries) renameSync(join(staging, entry), join(dataDir, entry));
  rmSync(staging, { recursive: true, force: true });
}

/** Where a connection string points, without its password, for log lines. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/**
 * Connects, retrying with backoff while the server is down or starting (one clear log line per
 * try, no stack trace); other errors (bad password, unknown database) fail at once.
 */
async function connectWithRetry(
  url: string,
  log: DatabaseLog,
  startTimeoutMs: number,
): Promise<pg.Client> {
  const deadline = Date.now() + startTimeoutMs;
  for (let attempt = 1, wait = 500; ; attempt++, wait = Math.min(wait * 2, 5_000)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if (attempt > 1) log.info({ attempt }, `PostgreSQL at ${describeUrl(url)} is reachable.`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error;
      log.warn(
        { attempt, retryInMs: wait, reason: (error as Error).message },
        `PostgreSQL at ${describeUrl(url)} is not reachable yet; retrying in ${wait / 1000} s.`,
      );
      await sleep(wait);
    }
  }
}

async function openPostgres(
  url: string,
  max: number,
  options: { log: DatabaseLog; startTimeoutMs: number },
): Promise<Database> {
  const migrator = await connectWithRetry(url, options.log, options.startTimeoutMs);
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: migrator, ...drizzleConfig }), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await migrator.end();
  }
  // A request waits at most 5 s for a connection; the pool reconnects by itself when the server
  // is back. An idle client's connection dropping (restart, failover, pg_terminate_backend)
  // emits 'error' on the pool: without a listener Node would end the process.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  let lost = false;
  pool.on('error', (error) => {
    if (!lost)
      options.log.warn(
        { reason: error.message },
        `Lost a connection to PostgreSQL at ${describeUrl(url)}; requests answer 503 until it is back.`,
      );
    lost = true;
  });
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (lost) options.log.info({}, `Connected to PostgreSQL at ${describeUrl(url)} again.`);
    lost = false;
  });
  const db = drizzlePg({ client: pool, ...drizzleConfig });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    withUser: (userId, fn) => scoped(db as unknown as Db, userId, fn),
    ping: async (ms) => {
      await withTimeout(pool.query('SELECT 1'), ms, `The database did not answer within ${ms} ms.`);
    },
    close: () => pool.end(),
  };
}

function scoped<T>(db: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: the role (as SET LOCAL ROLE) and the user id, both for this transaction only.
    await tx.execute(
      sql`SELECT set_config('role', 'elixirlab_app', true), set_config('app.user_id', ${userId}, true)`,
    );
    return fn(tx);
  });
}
