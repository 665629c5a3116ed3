import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const entry = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
let bundled: Promise<URL> | undefined;

/**
 * The engine worker as one self-contained, minified ES module in a temporary file a `Worker`
 * runs: esbuild bundles `engine-worker.ts` with the engine, its knowledge files and the packages
 * it uses, once per process. A file, not a `data:` URL: Node's loader kept the 3 MB URL in four or
 * five places in each worker and its decoded source as a two-byte string (about 20 MiB of each
 * worker's heap), and parsing it peaked at about 90 MiB of malloc per worker.
 */
export function engineWorkerUrl(): Promise<URL> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    logLevel: 'silent',
  })
    .then(({ outputFiles }) => {
      const [file] = outputFiles;
      if (!file) throw new Error('esbuild produced no engine worker');
      const dir = mkdtempSync(join(tmpdir(), 'elixirlab-engine-'));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      const path = join(dir, 'engine-worker.mjs');
      writeFileSync(path, file.contents);
      return pathToFileURL(path);
    })
    // esbuild's helper process would otherwise stay for the server's whole life.
    .finally(() => stop());
  return bundled;
}
