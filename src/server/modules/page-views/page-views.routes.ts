import { Hono } from 'hono';
import { pageViewRequestSchema } from '@shared/page-view';
import type { AppEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import type { PageViewsService } from './page-views.service';

/**
 * POST /api/page-views (docs/product.md §7 "Other"): counted by path and day, no cookies, no
 * personal data. The answer never waits on the analytics service.
 */
export function pageViewsRoutes(pageViews: PageViewsService) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { path } = await parseJson(c, pageViewRequestSchema);
    await pageViews.record(path);
    return c.body(null, 204);
  });
}
