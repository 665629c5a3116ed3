import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { z } from 'zod';
import { escapeAttribute } from '@shared/html';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/support-email';
import type { AppEnv } from './app-env';

/** What a page's HTML tells link previews (which run no script) about one path: a shared deck. */
export interface PageHead {
  title: string;
  image: { url: string; width: number; height: number; alt: string };
}

/** The built page with its title and Open Graph tags set for one path. */
function withHead(html: string, head: PageHead): string {
  const title = escapeAttribute(`${head.title} · ElixirLab`);
  const image = head.image;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta property="og:title" content="[^"]*"\s*\/?>/,
      () => `<meta property="og:title" content="${title}" />`,
    )
    .replace(
      /<meta property="og:image" content="[^"]*"\s*\/?>/,
      () =>
        `<meta property="og:image" content="${escapeAttribute(image.url)}" />` +
        `<meta property="og:image:width" content="${image.width}" />` +
        `<meta property="og:image:height" content="${image.height}" />` +
        `<meta property="og:image:alt" content="${escapeAttribute(image.alt)}" />`,
    )
    .replace(
      /<meta name="twitter:card" content="[^"]*"\s*\/?>/,
      () => '<meta name="twitter:card" content="summary_large_image" />',
    );
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * other GET that is not under /api answered with the page the build wrote for its route (or
 * index.html) so client routes resolve. `headFor` gives a path its own title and preview image
 * (a shared deck page) in the served HTML.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  distDir: string,
  options: {
    headFor?: (path: string, tt: string | undefined) => PageHead | undefined;
    /** The configured support address, put where the build wrote the default one. */
    supportEmail?: string;
  } = {},
) {
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
  // The pre-rendered legal pages carry the default support address; the configured one replaces it.
  const withSupportEmail = (html: string) =>
    options.supportEmail && options.supportEmail !== DEFAULT_SUPPORT_EMAIL
      ? html.replaceAll(DEFAULT_SUPPORT_EMAIL, escapeAttribute(options.supportEmail))
      : html;
  const pages = routePages(distDir, indexHtml).map((p) => ({
    ...p,
    html: withSupportEmail(p.html),
  }));
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
  // Dot folders (the build's `.vite/manifest.json`) are build details, never served.
  app.use('*', (c, next) =>
    c.req.path.endsWith('/') || /(?:^|\/)\./.test(c.req.path) ? next() : staticFiles(c, next),
  );
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const html = pages.find((p) => p.matches(c.req.path))?.html ?? indexHtml;
    const head = options.headFor?.(c.req.path, c.req.query('tt'));
    return c.html(head ? withHead(html, head) : html);
  });
}

/**
 * The page per client route, as the build wrote them (scripts/vite-route-pages.ts, from the route
 * table the router also reads): read once, matched by path (`:param` is one segment, `*` anything).
 */
function routePages(
  distDir: string,
  indexHtml: string,
): { matches(path: string): boolean; html: string }[] {
  const listFile = join(distDir, 'pages.json');
  if (!existsSync(listFile)) return [];
  const list = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(listFile, 'utf8')));
  return Object.entries(list).map(([pattern, file]) => {
    const re = new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          part === '*'
            ? '.*'
            : part.startsWith(':')
              ? '[^/]+'
              : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    );
    const path = join(distDir, file);
    return {
      matches: (p: string) => re.test(p),
      html: existsSync(path) ? readFileSync(path, 'utf8') : indexHtml,
    };
  });
}

/** The theme script the build inlined into every page, and its CSP hash. */
export function themeScript(distDir: string): { code: string; hash: string } | null {
  const file = join(distDir, 'theme-init.js');
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8');
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}
