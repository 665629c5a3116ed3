import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatStreamEventSchema } from '@shared/chat';
import { COMMON_PASSWORD_MESSAGE, errorBodySchema } from '@shared/errors';
import { sseData } from '@shared/sse';
import { freePort } from '@test/loopback';
import { buildServer, serverBundle, serverLaunch } from '../../scripts/server-bundle.mjs';

async function healthy(origin: string) {
  for (let tries = 0; tries < 300; tries++) {
    const res = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (res?.ok) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the bundled server never answered /api/health');
}

describe('the server as npm start runs it (one bundle, its Node settings)', () => {
  it('reads its data files, migrates, answers a chat from an engine worker and stops cleanly', async () => {
    await buildServer();
    // Built once, the bundle runs wherever the project is copied: no path of this checkout in it.
    expect(readFileSync(serverBundle, 'utf8')).not.toContain(process.cwd());
    const dataDir = mkdtempSync(join(tmpdir(), 'elixirlab-bundle-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const { args, env } = serverLaunch();
    const child = spawn(process.execPath, args, {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ENGINE_WORKERS: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      // The catalogue snapshot (data/cards.json) and the migrations (drizzle/) were found.
      expect(await (await healthy(origin)).json()).toMatchObject({ cards: 125 });
      expect((await fetch(`${origin}/api/ready`)).status).toBe(200);

      // data/common-passwords.txt was found.
      const weak = await fetch(`${origin}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email: 'bundle@example.com', password: 'password123', name: 'b' }),
      });
      expect(weak.status).toBe(400);
      expect(errorBodySchema.parse(await weak.json()).error.message).toBe(COMMON_PASSWORD_MESSAGE);

      // The engine worker was bundled from its source beside the server's.
      const chat = await fetch(`${origin}/api/ai/deck-builder/stream`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ message: 'hog 2.6' }),
      });
      expect(chat.status).toBe(200);
      const events = [];
      for await (const data of sseData(chat.body as ReadableStream<Uint8Array>))
        if (data !== '[DONE]') events.push(chatStreamEventSchema.parse(JSON.parse(data)));
      const complete = events.find((event) => event.type === 'complete');
      expect(complete?.type === 'complete' && complete.suggestedDeck).toContain(26000021);

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
