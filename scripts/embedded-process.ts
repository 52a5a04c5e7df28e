import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EmbeddedDatabase } from './embedded';

/** Starts embedded-server.ts as a detached child and answers once PostgreSQL accepts connections. */
export async function startEmbeddedProcess(
  dataDir: string,
  port: number,
  reset: boolean,
): Promise<EmbeddedDatabase> {
  const script = fileURLToPath(new URL('./embedded-server.ts', import.meta.url));
  const child = fork(script, [JSON.stringify({ dataDir, port, reset })], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) =>
      reject(new Error(`the embedded PostgreSQL could not start (exit code ${code})`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.send('stop');
      await exited;
    },
  };
}
