import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@shared': dir('./src/shared'),
  '@engine': dir('./src/engine'),
  '@server': dir('./src/server'),
  '@web': dir('./src/web'),
  '@test': dir('./test'),
};

export default defineConfig({
  root: 'src/web',
  publicDir: dir('./src/web/public'),
  plugins: [react(), tailwindcss()],
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
