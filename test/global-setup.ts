import type { TestProject } from 'vitest/node';
import type {} from '../events/src/testing/inject';
import { startEmbeddedPostgres } from '../events/src/embedded';
import { readTestClockPin } from '../events/src/testing/clock-config';

/**
 * One real PostgreSQL for the whole run; each test file makes its own database on it. The
 * moment the test stack's clock starts at (COURTSIDE_TEST_NOW) is read here once and handed to
 * every test file, so a whole run can be pinned to any hour.
 */
export default async function setup(project: TestProject) {
  const pin = readTestClockPin();
  if (pin) console.log(`Test clock pinned: the test stack starts at ${pin}`);
  project.provide('testClockStart', pin);
  const server = await startEmbeddedPostgres();
  project.provide('pgServerUrl', server.url);
  return async () => {
    await server.stop();
  };
}
