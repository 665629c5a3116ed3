import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One writer per embedded data folder: PGlite has no lock of its own, and two processes on one
 * folder both acknowledge writes and lose them. The folder holds `elixirlab.pid` while it is open;
 * a second process finds a live pid there and refuses to start, naming it. A pid left by a
 * process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'elixirlab.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${holder}. Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server to run several instances).`,
          { cause: error },
        );
      }
      // A stale pid (the holder died, or it is our own from before a restart): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
