import { TestBrowser } from './browser';
import { startGateway } from './harness';
import { readModelRows } from './read-models';

/**
 * A gateway on a fresh database, a visitor's browser for it, and the read-model row writers;
 * `close` stops the gateway (so `perFile` can share one with a whole file).
 */
export async function gatewayWithRows() {
  const running = await startGateway();
  return {
    running,
    browser: new TestBrowser(running.url),
    rows: readModelRows(running.knex),
    close: () => running.close(),
  };
}
