// `npm start`: build the web app when it is missing or older than its sources, then serve.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

const stale =
  !existsSync(index) ||
  Math.max(newest(join(root, 'src/web')), newest(join(root, 'src/shared'))) >
    statSync(index).mtimeMs;
if (stale) {
  console.info('Building the web app…');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
