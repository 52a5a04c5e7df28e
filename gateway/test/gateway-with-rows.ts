import { TestBrowser } from './browser';
import { startGateway } from './harness';
import { readModelRows } from './read-models';

/** A gateway on a fresh database, a visitor's browser for it, and the read-model row writers. */
export async function gatewayWithRows() {
  const running = await startGateway();
  return { running, browser: new TestBrowser(running.url), rows: readModelRows(running.knex) };
}
