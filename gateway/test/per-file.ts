import { afterAll, beforeAll } from 'vitest';

/**
 * Starts something a whole file shares (a stack, a played league) before the file's tests,
 * hands it over, and closes it after them, also when the start failed half-way.
 */
export function perFile<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
  started: (value: T) => void | Promise<void>,
): void {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
    await started(value);
  });
  afterAll(async () => {
    await value?.close();
  });
}
