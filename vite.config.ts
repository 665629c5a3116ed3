import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePages } from './scripts/vite-route-pages';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@shared': dir('./src/shared'),
  '@engine': dir('./src/engine'),
  '@server': dir('./src/server'),
  '@web': dir('./src/web'),
  '@test': dir('./test'),
};

/**
 * Names the service worker's shell cache after the build: a hash of the emitted file names (which
 * carry content hashes), written into dist/web/sw.js once the public folder has been copied.
 */
function swBuildId(): Plugin {
  let id = 'dev';
  return {
    name: 'elixirlab-sw-build-id',
    apply: 'build',
    generateBundle(_options, bundle) {
      id = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
    },
    closeBundle() {
      const sw = dir('./dist/web/sw.js');
      writeFileSync(sw, readFileSync(sw, 'utf8').replace('__BUILD_ID__', id));
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: dir('./src/web/public'),
  plugins: [react(), tailwindcss(), swBuildId(), routePages(dir('./dist/web'))],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // zod without its eval probe in the browser (see the file's comment).
      { find: /^zod$/, replacement: dir('./src/web/lib/zod-browser.ts') },
    ],
  },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
