/**
 * Shared by the benchmarks: the real server in production mode on a port, run as `npm start` runs
 * it (the bundle and Node settings of scripts/server-bundle.mjs; call `buildServer` first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { serverLaunch } from '../scripts/server-bundle.mjs';

const root = new URL('..', import.meta.url).pathname;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startBenchServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  const { args, env } = serverLaunch();
  return spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Required in production; the benches send no mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForHealth(port: number, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error('server did not become healthy');
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
