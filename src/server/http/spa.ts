import { createHash } from 'node:crypto';
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
  const indexHtml = inlineCritical(readFileSync(indexFile, 'utf8'), distDir);
  const pages = withRoutePreloads(indexHtml, distDir);
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
    return c.html(pages.get(c.req.path) ?? indexHtml);
  });
}

/** The lazily loaded screen behind each client route (src/web/app/router.tsx). */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'app/routes/landing.tsx',
  '/auth': 'app/routes/auth.tsx',
  '/app': 'app/routes/home.tsx',
  '/ai-builder': 'app/routes/ai-builder.tsx',
  '/deck-builder': 'app/routes/deck-builder.tsx',
  '/cards': 'app/routes/cards.tsx',
  '/browse': 'app/routes/browse-player.tsx',
  '/browse-player': 'app/routes/browse-player.tsx',
  '/profile': 'app/routes/profile.tsx',
  '/saved-decks': 'app/routes/saved-decks.tsx',
  '/privacy': 'app/routes/privacy.tsx',
  '/terms': 'app/routes/terms.tsx',
  '/support': 'app/routes/support.tsx',
};
const SHELL_ROUTES = [
  '/app',
  '/ai-builder',
  '/deck-builder',
  '/cards',
  '/browse',
  '/browse-player',
  '/profile',
  '/saved-decks',
];

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * index.html per route with `<link rel="modulepreload">` for that screen's lazy chunk (and the
 * shell's, inside the app), so the browser fetches them with the entry instead of after it.
 */
function withRoutePreloads(indexHtml: string, distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const already = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g))
    if (match[1]) already.add(match[1]);
  const chunksOf = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const dep of entry.imports ?? []) chunksOf(dep, into);
  };
  for (const [path, module] of Object.entries(ROUTE_MODULES)) {
    const files = new Set<string>();
    chunksOf(module, files);
    if (SHELL_ROUTES.includes(path)) chunksOf('app/layouts/app-shell.tsx', files);
    const links = [...files]
      .filter((f) => f.endsWith('.js') && !already.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    pages.set(path, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/** The theme script, inlined into the page (one request less before first paint), and its CSP hash. */
export function themeScript(distDir: string): { code: string; hash: string } | null {
  const file = join(distDir, 'theme-init.js');
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8');
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/**
 * Inlines what blocks the first paint: the stylesheet (CSP allows inline styles) and the theme
 * script (allowed by its hash, see `themeScript`). Saves two round trips on a phone network.
 */
function inlineCritical(indexHtml: string, distDir: string): string {
  let html = indexHtml;
  const theme = themeScript(distDir);
  if (theme && html.includes(THEME_SCRIPT_TAG)) {
    html = html.replace(THEME_SCRIPT_TAG, () => `<script>${theme.code}</script>`);
  }
  const css = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (css?.[1] && existsSync(join(distDir, css[1]))) {
    const styles = readFileSync(join(distDir, css[1]), 'utf8');
    // The disabled link is never fetched, but tells Vite's chunk loader the stylesheet is present,
    // so lazy screens do not load it a second time.
    html = html.replace(
      css[0],
      () =>
        `<style>${styles}</style><link rel="stylesheet" crossorigin href="/${css[1]}" disabled>`,
    );
  }
  return html;
}
