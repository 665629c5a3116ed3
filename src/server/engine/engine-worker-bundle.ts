import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const entry = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
let bundled: Promise<URL> | undefined;

/**
 * The engine worker as one self-contained ES module, as a `data:` URL a `Worker` runs: esbuild
 * bundles `engine-worker.ts` with the engine, its knowledge files and the packages it uses, once
 * per process. A worker that loaded the TypeScript through tsx instead compiled every module
 * again in its own thread and held the loader too: about 45 MiB more resident memory per worker
 * (`npm run bench:load` reports the server's RSS).
 */
export function engineWorkerUrl(): Promise<URL> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  })
    .then(({ outputFiles }) => {
      const [file] = outputFiles;
      if (!file) throw new Error('esbuild produced no engine worker');
      return new URL(
        `data:text/javascript;base64,${Buffer.from(file.contents).toString('base64')}`,
      );
    })
    // esbuild's helper process would otherwise stay for the server's whole life.
    .finally(() => stop());
  return bundled;
}
