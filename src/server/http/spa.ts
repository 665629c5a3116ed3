import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * other GET that is not under /api answered with index.html so client routes resolve.
 */
export function mountSpa(app: Hono<AppEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.req.path.startsWith('/api/')
        ? c.notFound()
        : c.text(
            'The web app is not built yet: run `npm run build` (npm start does it for you).',
            503,
          ),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const staticFiles = serveStatic({
    root,
    index: '',
    onFound: (path, c) => {
      c.header('Cache-Control', path.endsWith('sw.js') ? 'no-cache' : 'public, max-age=3600');
    },
  });
  // A path ending in '/' names a folder, never a file: it is a client route (/ is the landing page).
  app.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : staticFiles(c, next)));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
