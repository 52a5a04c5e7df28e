import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from '../events/src/testing/inject';
import { startEmbeddedPostgres } from '../events/src/embedded';
import { readTestClockPin } from '../events/src/testing/clock-config';

/**
 * One real PostgreSQL for the whole run; each test file makes its own database on it. The
 * moment the test stack's clock starts at (COURTSIDE_TEST_NOW) is read here once and handed to
 * every test file, so a whole run can be pinned to any hour. Files a run keeps beside its
 * databases go in one folder that goes with them.
 */
export default async function setup(project: TestProject) {
  const pin = readTestClockPin();
  if (pin) console.log(`Test clock pinned: the test stack starts at ${pin}`);
  project.provide('testClockStart', pin);
  const server = await startEmbeddedPostgres();
  project.provide('pgServerUrl', server.url);
  const runDir = await mkdtemp(join(tmpdir(), 'courtside-test-run-'));
  project.provide('testRunDir', runDir);
  return async () => {
    await server.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}
