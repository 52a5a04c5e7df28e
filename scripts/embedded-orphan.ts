import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const STOP_WAIT_MS = 30_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is not ours to stop either.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when `pid` is a postgres server (its command line names the binary). */
async function isPostgres(pid: number): Promise<boolean> {
  try {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return /postgres/.test(commandLine);
  } catch {
    // No /proc (not Linux): trust the lock file, which PostgreSQL itself trusts.
    return alive(pid);
  }
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Clears the way for the embedded server on `databaseDir` when an earlier `npm start` was
 * killed (kill -9, a crashed terminal) and left its PostgreSQL running: that server still
 * holds the data directory's postmaster.pid and the port, so a new start would fail with
 * "could not start". It is ours (same data directory), so it is stopped with a fast shutdown
 * (SIGINT: clients cut, data flushed) and started again below, owned by this start. A lock
 * file whose process is gone is removed. Returns what it did, for the start's output.
 */
export async function stopOrphanedServer(
  databaseDir: string,
): Promise<'none' | 'stopped' | 'stale-lock'> {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return 'none';
  const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !(await isPostgres(pid))) {
    await rm(lockFile, { force: true });
    return 'stale-lock';
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitUntilGone(pid, STOP_WAIT_MS))) {
    // Immediate shutdown: PostgreSQL recovers from its WAL at the next start.
    process.kill(pid, 'SIGQUIT');
    if (!(await waitUntilGone(pid, STOP_WAIT_MS))) {
      throw new Error(
        `the PostgreSQL left running on ${databaseDir} (pid ${pid}) does not stop; stop it by hand`,
      );
    }
  }
  return 'stopped';
}
