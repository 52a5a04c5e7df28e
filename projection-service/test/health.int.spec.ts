import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionService, type ProjectionService } from '../src';
import { projectionReadiness, startHealthServer, type HealthServer } from '../src/health';
import { createHarness, type Harness } from './harness';

let harness: Harness;
let service: ProjectionService;
let health: HealthServer;

beforeAll(async () => {
  harness = await createHarness();
  service = createProjectionService({ knex: harness.knex, store: harness.store });
  await service.migrate();
  health = await startHealthServer({ port: 0, ready: projectionReadiness(service, harness.knex) });
});

afterAll(async () => {
  await health?.close();
  await service?.close();
  await harness?.close();
});

async function get(path: string) {
  const response = await fetch(`http://127.0.0.1:${health.port}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('when the service has not started', () => {
  it('is live but not ready', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health/ready')).toEqual({ status: 503, body: { status: 'starting' } });
  });
});

describe('when the service runs', () => {
  it('is ready', async () => {
    await service.start();
    expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
