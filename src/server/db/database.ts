import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema';

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
  close(): Promise<void>;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir);
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, ...drizzleConfig });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    withUser: (userId, fn) => scoped(db as unknown as Db, userId, fn),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: migrator, ...drizzleConfig }), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, ...drizzleConfig });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    withUser: (userId, fn) => scoped(db as unknown as Db, userId, fn),
    close: () => pool.end(),
  };
}

function scoped<T>(db: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ROLE elixirlab_app`);
    await tx.execute(sql`SELECT set_config('app.user_id', ${userId}, true)`);
    return fn(tx);
  });
}
