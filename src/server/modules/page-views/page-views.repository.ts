import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pageViews } from '../../db/schema';

/** Counts one view of `path` today (no personal data: a path, a day and a count). */
export async function countPageView(db: Db, path: string): Promise<void> {
  await db
    .insert(pageViews)
    .values({ path, day: sql`CURRENT_DATE`, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.path, pageViews.day],
      set: { count: sql`${pageViews.count} + 1` },
    });
}
