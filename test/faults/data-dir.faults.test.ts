import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/database';

describe('one process per embedded data folder', () => {
  it('refuses a second process on a folder in use, naming the holder, and takes over once it is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'elixirlab-lock-'));
    const module = resolve('src/server/db/database.ts');
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { openDatabase } = await import(${JSON.stringify(module)});
         await openDatabase({ dataDir: ${JSON.stringify(dir)} });
         console.log('ready');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [line] = (await once(holder.stdout, 'data')) as [Buffer];
      expect(line.toString()).toContain('ready');
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `The data folder ${dir} is in use by process ${holder.pid}`,
      );
      holder.kill('SIGKILL');
      await once(holder, 'exit');
      // The holder died without cleaning up: its pid is stale and the folder opens.
      const database = await openDatabase({ dataDir: dir });
      await database.ping(1_000);
      await database.close();
    } finally {
      holder.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
