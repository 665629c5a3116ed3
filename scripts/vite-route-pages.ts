import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/web/app/prerender';
import { escapeAttribute } from '../src/shared/html';
import { ROUTE_TABLE, type RouteEntry } from '../src/web/app/route-table';

/** Where the built pages are listed for the server: path pattern → HTML file (dist-relative). */
const PAGES_FILE = 'pages.json';
const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * Inlines what blocks the first paint: the stylesheet (CSP allows inline styles) and the theme
 * script (allowed by its hash). Saves two round trips on a phone network.
 */
function inlineCritical(html: string, distDir: string): string {
  let out = html;
  const theme = join(distDir, 'theme-init.js');
  if (existsSync(theme) && out.includes(THEME_SCRIPT_TAG)) {
    const code = readFileSync(theme, 'utf8');
    out = out.replace(THEME_SCRIPT_TAG, () => `<script>${code}</script>`);
  }
  const css = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(out);
  if (css?.[1] && existsSync(join(distDir, css[1]))) {
    const styles = readFileSync(join(distDir, css[1]), 'utf8');
    // The disabled link is never fetched, but tells Vite's chunk loader the stylesheet is present,
    // so lazy screens do not load it a second time.
    out = out.replace(
      css[0],
      () =>
        `<style>${styles}</style><link rel="stylesheet" crossorigin href="/${css[1]}" disabled>`,
    );
  }
  return out;
}

/**
 * Renders the route table's static pages (`prerender`) with Vite's SSR module loader, from the same
 * sources and config as the build: the page body, its title and hoisted links, its description.
 */
async function prerenderPages(
  configFile: string | false,
): Promise<Map<RouteEntry, PrerenderedPage>> {
  const routes = ROUTE_TABLE.filter((r) => r.prerender);
  const pages = new Map<RouteEntry, PrerenderedPage>();
  if (routes.length === 0) return pages;
  const server = await createServer({
    configFile,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { prerender } = (await server.ssrLoadModule('/app/prerender.tsx')) as {
      prerender: (entry: RouteEntry) => Promise<PrerenderedPage>;
    };
    for (const route of routes) pages.set(route, await prerender(route));
  } finally {
    await server.close();
  }
  return pages;
}

/** The entry page with a pre-rendered route's markup in `#root` and its own title and description. */
function withPrerendered(html: string, page: PrerenderedPage): string {
  let out = html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered>${page.body}</div>`,
  );
  const title = /<title>[^<]*<\/title>/.exec(page.head)?.[0];
  if (title) out = out.replace(/<title>[^<]*<\/title>/, () => title);
  const hoisted = page.head.replace(/<title>[^<]*<\/title>/, '');
  if (hoisted) out = out.replace('</head>', () => `${hoisted}</head>`);
  if (page.description !== undefined) {
    const content = escapeAttribute(page.description);
    // The site's own description stays beside it, for the pages that have none of their own to
    // put back when the app navigates away (src/web/components/meta-description.tsx).
    out = out.replace(
      /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/,
      (_tag, site: string) =>
        `<meta name="description" content="${content}" data-site-content="${site}" />`,
    );
  }
  return out;
}

/**
 * Writes, after the build, one HTML file per client route of the route table: the entry page with
 * its critical CSS and theme script inlined, plus `<link rel="modulepreload">` for that screen's
 * lazy chunk (and the shell's, inside the app), so the browser fetches them with the entry instead
 * of after it. Static pages carry their pre-rendered content and no preloads, so they paint from
 * the HTML alone. The server only serves these files (src/server/http/spa.ts).
 */
export function routePages(distDir: string): Plugin {
  let configFile: string | false = false;
  return {
    name: 'elixirlab-route-pages',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile ?? false;
    },
    async closeBundle() {
      const indexFile = join(distDir, 'index.html');
      const manifestFile = join(distDir, '.vite/manifest.json');
      if (!existsSync(indexFile) || !existsSync(manifestFile)) return;
      const indexHtml = inlineCritical(readFileSync(indexFile, 'utf8'), distDir);
      writeFileSync(indexFile, indexHtml);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        ManifestEntry
      >;
      const already = new Set<string>();
      for (const match of indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g))
        if (match[1]) already.add(match[1]);
      const chunksOf = (key: string, into: Set<string>) => {
        const entry = manifest[key];
        if (!entry || into.has(entry.file)) return;
        into.add(entry.file);
        for (const dep of entry.imports ?? []) chunksOf(dep, into);
      };
      const prerendered = await prerenderPages(configFile);
      mkdirSync(join(distDir, 'pages'), { recursive: true });
      const pages: Record<string, string> = {};
      for (const route of ROUTE_TABLE) {
        const files = new Set<string>();
        chunksOf(`app/routes/${route.module}.tsx`, files);
        if (route.shell) chunksOf('app/layouts/app-shell.tsx', files);
        const links = [...files]
          .filter((f) => f.endsWith('.js') && !already.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
          .join('');
        const file = `pages/${route.module}${route.shell ? '.shell' : ''}.html`;
        const content = prerendered.get(route);
        // A pre-rendered page paints from its HTML alone: no modulepreload competes with it for
        // the first bytes on a slow phone link (Lighthouse mobile, npm run bench:web); its script
        // still loads the chunks it needs right after.
        const page = content
          ? indexHtml.replace(/<link rel="modulepreload"[^>]*>/g, '')
          : indexHtml.replace('</head>', `${links}</head>`);
        writeFileSync(join(distDir, file), content ? withPrerendered(page, content) : page);
        pages[route.path] = file;
      }
      writeFileSync(join(distDir, PAGES_FILE), JSON.stringify(pages, null, 2));
    },
  };
}
