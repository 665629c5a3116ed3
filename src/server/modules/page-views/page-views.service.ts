import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { countPageView } from './page-views.repository';

export interface PageViewsOptions {
  database: Database;
  logger: Logger;
  /** A Plausible-compatible endpoint base; without it views are counted in our own database. */
  analyticsUrl?: string | undefined;
  analyticsDomain?: string | undefined;
  publicUrl: string;
}

/**
 * Page views: forwarded to the analytics service when one is configured (never awaited, its errors
 * only logged at debug), else counted by path and day in our own database.
 */
export function createPageViewsService(options: PageViewsOptions) {
  return {
    async record(path: string): Promise<void> {
      if (!options.analyticsUrl) return countPageView(options.database.db, path);
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
    },
  };
}
export type PageViewsService = ReturnType<typeof createPageViewsService>;
