/**
 * `npm run stats`: page views counted by path and day (our own analytics, docs/product.md §7). Reads the same
 * database the server uses (DATA_DIR's embedded database, or DATABASE_URL). Stop the server first
 * when using the embedded database: PGlite allows one process at a time.
 */
import { join, resolve } from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { openDatabase } from '@server/db/database';
import { pageViews } from '@server/db/schema';
import { parseEnv } from '@server/env';

const env = parseEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(resolve(env.DATA_DIR), 'pglite'),
});
try {
  const days = Number(process.argv[2] ?? 30);
  const rows = await database.db
    .select({ day: pageViews.day, path: pageViews.path, count: pageViews.count })
    .from(pageViews)
    .where(sql`${pageViews.day} > CURRENT_DATE - ${days}::int`)
    .orderBy(desc(pageViews.day), desc(pageViews.count));
  if (rows.length === 0) {
    console.log(`No page views in the last ${days} days.`);
  } else {
    const totals = new Map<string, number>();
    for (const r of rows) totals.set(r.path, (totals.get(r.path) ?? 0) + r.count);
    console.log(`Page views, last ${days} days (${database.kind})`);
    console.log('\nBy path:');
    for (const [path, count] of [...totals].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${String(count).padStart(7)}  ${path}`);
    }
    console.log('\nBy day:');
    for (const r of rows) console.log(`  ${r.day}  ${String(r.count).padStart(6)}  ${r.path}`);
  }
} finally {
  await database.close();
}
