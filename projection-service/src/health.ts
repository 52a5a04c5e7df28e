import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import type { ProjectionService } from './index';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Ready when the service holds the active lock or stands by for it, and the database answers.
 * A standby counts as ready: it serves nothing itself and must stay up to take over.
 */
export function projectionReadiness(service: ProjectionService, knex: Knex) {
  return async (): Promise<boolean> => {
    if (service.role() === 'stopped') return false;
    await knex.raw('SELECT 1');
    return true;
  };
}

/**
 * GET /health/live answers while the process runs; GET /health/ready answers 200 when
 * `ready()` is true and 503 otherwise, both as `{ status: 'ok' | 'starting' }`.
 */
export async function startHealthServer(options: {
  port: number;
  ready: () => Promise<boolean>;
}): Promise<HealthServer> {
  const server = http.createServer((request, response) => {
    const send = (status: number, body: { status: 'ok' | 'starting' }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return send(405, { status: 'starting' });
    if (request.url === '/health/live') return send(200, { status: 'ok' });
    if (request.url === '/health/ready') {
      options.ready().then(
        (ready) => send(ready ? 200 : 503, { status: ready ? 'ok' : 'starting' }),
        () => send(503, { status: 'starting' }),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
