import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_TABLE } from '../src/web/app/route-table';

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
 * Writes, after the build, one HTML file per client route of the route table: the entry page with
 * its critical CSS and theme script inlined, plus `<link rel="modulepreload">` for that screen's
 * lazy chunk (and the shell's, inside the app), so the browser fetches them with the entry instead
 * of after it. The server only serves these files (src/server/http/spa.ts).
 */
export function routePages(distDir: string): Plugin {
  return {
    name: 'elixirlab-route-pages',
    apply: 'build',
    closeBundle() {
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
        writeFileSync(join(distDir, file), indexHtml.replace('</head>', `${links}</head>`));
        pages[route.path] = file;
      }
      writeFileSync(join(distDir, PAGES_FILE), JSON.stringify(pages, null, 2));
    },
  };
}
