import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pageViewRequestSchema } from '@shared/page-view';
import type { Database } from '../../db/database';
import { pageViews } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import type { Logger } from '../../logger';

export interface PageViewOptions {
  database: Database;
  logger: Logger;
  /** A Plausible-compatible endpoint base; without it views are counted in our own database. */
  analyticsUrl?: string | undefined;
  analyticsDomain?: string | undefined;
  publicUrl: string;
}

/**
 * POST /api/page-views (spec §7 "Other"): counted by path and day, no cookies, no personal data.
 * The answer never waits on the analytics service, and its errors are ignored.
 */
export function pageViewsRoutes(options: PageViewOptions) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { path } = await parseJson(c, pageViewRequestSchema);
    if (options.analyticsUrl) {
      const endpoint = `${options.analyticsUrl.replace(/\/+$/, '')}/api/event`;
      void fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'pageview',
          url: new URL(path, options.publicUrl).toString(),
          domain: options.analyticsDomain ?? new URL(options.publicUrl).hostname,
        }),
        signal: AbortSignal.timeout(5000),
      }).catch((err: unknown) => options.logger.debug({ err }, 'analytics page view failed'));
    } else {
      await options.database.db
        .insert(pageViews)
        .values({ path, day: sql`CURRENT_DATE`, count: 1 })
        .onConflictDoUpdate({
          target: [pageViews.path, pageViews.day],
          set: { count: sql`${pageViews.count} + 1` },
        });
    }
    return c.body(null, 204);
  });
}
