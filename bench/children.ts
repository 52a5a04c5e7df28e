import { fork, type ChildProcess } from 'node:child_process';

/**
 * Every process the bench starts, so that each one is stopped on the way out: at the end, on
 * a failure and on Ctrl-C. Children are forked with tsx's loader (no `npx` in between, which
 * would swallow the signal) and each stops itself when its IPC channel closes.
 */
const running = new Set<ChildProcess>();

export function forkChild(
  script: string,
  args: string[] = [],
  nodeFlags: string[] = [],
): ChildProcess {
  const child = fork(new URL(script, import.meta.url), args, {
    execArgv: ['--import', 'tsx', ...nodeFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** The next IPC message of `child` that passes `accept`; fails if it exits first or times out. */
export function nextMessage<T>(
  child: ChildProcess,
  accept: (message: T) => boolean = () => true,
  timeoutMs = 120_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!accept(message as T)) return;
      done();
      resolve(message as T);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`a bench process exited (code ${code}) before answering`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`a bench process did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Asks a child to stop ('stop' over IPC, then SIGTERM, then SIGKILL) and waits for it. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('stop');
  else child.kill('SIGTERM');
  const term = setTimeout(() => child.kill('SIGTERM'), graceMs / 2);
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(term);
  clearTimeout(kill);
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** In a child: run `stop` once, on 'stop' over IPC, SIGTERM, SIGINT or a closed IPC channel. */
export function onStopRequest(stop: () => Promise<void>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message === 'stop') once();
  });
  process.on('disconnect', once);
  process.on('SIGTERM', once);
  process.on('SIGINT', once);
}
