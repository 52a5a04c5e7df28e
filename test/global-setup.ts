import type { TestProject } from 'vitest/node';
import type {} from '../events/src/testing/inject';
import { startEmbeddedPostgres } from '../events/src/embedded';

/** One real PostgreSQL for the whole run; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const server = await startEmbeddedPostgres();
  project.provide('pgServerUrl', server.url);
  return async () => {
    await server.stop();
  };
}
