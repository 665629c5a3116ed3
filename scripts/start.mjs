// `npm start`: build the web app when it is missing or older than its sources, bundle the server
// (scripts/server-bundle.mjs), then serve.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBundle, serverLaunch } from './server-bundle.mjs';

const root = new URL('..', import.meta.url).pathname;
const index = join(root, 'dist/web/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

// `npm run serve` (`--no-build`): run what `npm run build` made, as an instance that must not
// build (docs/deployment.md).
const build = !process.argv.includes('--no-build');
const stale =
  build &&
  (!existsSync(index) ||
    Math.max(newest(join(root, 'src/web')), newest(join(root, 'src/shared'))) >
      statSync(index).mtimeMs);
if (stale) {
  console.info('Building the web app…');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
if (build) await buildServer();
else if (!existsSync(serverBundle)) {
  console.error('No server bundle: run `npm run build` first.');
  process.exit(1);
}
const { args, env } = serverLaunch();
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
