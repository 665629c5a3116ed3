// The server as `npm start` runs it: one esbuild bundle of our own code (packages stay in
// node_modules), started with the memory settings docs/deployment.md measured. Shared by
// scripts/start.mjs and the load bench, so the bench measures what users run.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const serverBundle = join(root, 'dist/server/main.mjs');

/**
 * Our modules find data files, migrations and the engine worker's source relative to their own
 * `import.meta.url`; in one bundle every module would share the bundle's URL, so each source
 * file's `import.meta.url` becomes its own URL worked out from the bundle's at run time. The
 * project can move as a whole (dist/ beside src/, data/ and drizzle/).
 */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const fromBundle = relative(dirname(serverBundle), args.path).split(sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Bundles `src/server/main.ts` into `dist/server/main.mjs` (about a second). */
export async function buildServer() {
  await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: serverBundle,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [ownUrls],
  });
}

/**
 * Node's arguments and environment for the bundle, traded for memory (docs/deployment.md has the
 * measurements): `--liftoff-only` keeps the embedded database's WebAssembly on V8's baseline
 * compiler (the optimising one held about 50 MiB more for no measured gain in requests/s);
 * `--max-semi-space-size=4` and `--heap-growing-percent=20` keep each JavaScript heap (the main
 * thread's and each engine worker's) small, for about 8% fewer chats/s at full load;
 * `MALLOC_ARENA_MAX=2` stops glibc from giving each thread its own memory arenas. A
 * `MALLOC_ARENA_MAX` in the environment wins; the flags are set here (Node's command line wins
 * over NODE_OPTIONS).
 */
export function serverLaunch(env = process.env) {
  return {
    args: ['--liftoff-only', '--max-semi-space-size=4', '--heap-growing-percent=20', serverBundle],
    env: { MALLOC_ARENA_MAX: '2', ...env },
  };
}

// `node scripts/server-bundle.mjs` (part of `npm run build`) writes the bundle.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
