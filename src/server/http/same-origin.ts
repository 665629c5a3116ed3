import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for our own state-changing routes (better-auth guards its own):
 * a browser always says where a request comes from, in `Origin` or `Sec-Fetch-Site`, so a POST,
 * PUT, PATCH or DELETE from another site is refused, and a body must be JSON (a form or a
 * `text/plain` body is what a cross-site page can send without asking). Clients that are not
 * browsers send neither header and are judged by their session alone.
 */
export function sameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    // An opaque origin ("null", a sandboxed frame) is never in the allowed set.
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw new AppError('cross_origin');
    } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new AppError('cross_origin');
    }
    const hasBody =
      c.req.header('transfer-encoding') !== undefined ||
      Number(c.req.header('content-length') ?? '0') > 0;
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json\b/i.test(type))
      throw new AppError('unsupported_media_type');
    return next();
  };
}
