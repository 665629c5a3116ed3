import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';

interface CachedResponse {
  version: string | null;
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface ResponseCacheOptions {
  /** Only GET requests under these path prefixes are cached. */
  prefixes: string[];
  /** The data version: an entry made under another version is never served. */
  version: () => string | null;
  maxEntries?: number;
}

/**
 * The cache key's encoding part: the request's whole Accept-Encoding, normalised. Two requests with
 * the same header get the same negotiated encoding, so a deflate body never reaches a client that
 * asked for gzip or for nothing.
 */
const encodingKey = (value: string | string[] | null | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase().replace(/\s+/g, '');

/**
 * A tiny in-process cache of whole public answers (the catalogue reads): the first answer for a URL
 * goes through the full Hono stack (validation, security headers, compression) and is recorded; the
 * same URL is then replayed straight from the Node listener, byte for byte, until the catalogue
 * version changes. Only 200 answers marked `Cache-Control: public` without cookies are kept.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = new Map<string, CachedResponse>();
  const maxEntries = options.maxEntries ?? 1000;
  const applies = (path: string) =>
    options.prefixes.some(
      (p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`),
    );
  const keyOf = (url: string, encoding: string) => `${encoding} ${url}`;

  return {
    /** Outermost Hono middleware: records cacheable answers. */
    middleware: createMiddleware(async (c, next) => {
      await next();
      if (c.req.method !== 'GET' || !applies(c.req.path)) return;
      // The body depends on Accept-Encoding: shared caches in front must key on it too.
      if (!/accept-encoding/i.test(c.res.headers.get('vary') ?? ''))
        c.res.headers.append('Vary', 'Accept-Encoding');
      const res = c.res;
      if (
        res.status !== 200 ||
        !res.headers.get('cache-control')?.includes('public') ||
        res.headers.has('set-cookie')
      )
        return;
      const url = new URL(c.req.url);
      const version = options.version();
      const body = Buffer.from(await res.clone().arrayBuffer());
      if (entries.size >= maxEntries) entries.clear();
      entries.set(keyOf(url.pathname + url.search, encodingKey(c.req.header('accept-encoding'))), {
        version,
        status: res.status,
        headers: [...res.headers.entries()],
        body,
      });
    }),

    /** Node listener fast path: answers from the cache and returns true, or returns false. */
    tryServe(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' || !req.url || !applies(req.url)) return false;
      const entry = entries.get(keyOf(req.url, encodingKey(req.headers['accept-encoding'])));
      if (!entry || entry.version !== options.version()) return false;
      res.writeHead(
        entry.status,
        [
          ...entry.headers.filter(([k]) => k !== 'content-length'),
          ['content-length', String(entry.body.length)],
        ].flat(),
      );
      res.end(entry.body);
      return true;
    },

    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;
