import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationOf } from '../src/auth/permissions';
import { openApiPath } from '../src/openapi/document';
import { publicReads, undocumented } from '../src/openapi/public-api';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { apiRoutes } from './routes';

let running: RunningGateway;
type Doc = {
  paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>;
  components: { schemas: Record<string, { required?: string[]; allOf?: { $ref?: string }[] }> };
  [key: string]: unknown;
};
let doc: Doc;

beforeAll(async () => {
  running = await startGateway();
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
  const answer = await new TestBrowser(running.url).get('/api/openapi.json');
  expect(answer.status).toBe(200);
  doc = answer.body as Doc;
});

afterAll(async () => {
  await running.close();
});

/** Public GET routes as the router has them, e.g. `GET /leagues/:id`. */
function publicGets(): string[] {
  return apiRoutes(running.gateway.app)
    .filter((route) => route.key.startsWith('GET '))
    .filter((route) => route.handlers.some((handler) => declarationOf(handler)?.public))
    .map((route) => route.key);
}

describe('when an integrator reads GET /api/openapi.json', () => {
  it('gets a document that validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('finds every public read of the router documented, and nothing the router lacks', () => {
    const onRouter = publicGets();
    // The key's own routes (webhooks) are marked x-api-key-only: not public reads.
    const documented = new Set(
      Object.entries(doc.paths)
        .filter(([, item]) => !(item as { get?: Record<string, unknown> }).get?.['x-api-key-only'])
        .map(([path]) => `GET ${path}`),
    );
    const missing = onRouter
      .filter((key) => !(key in undocumented))
      .filter((key) => !documented.has(`GET ${openApiPath(key.slice(4))}`));
    expect(missing, 'public routes without documentation').toEqual([]);
    const routed = new Set(onRouter.map((key) => openApiPath(key)));
    expect([...documented].filter((key) => !routed.has(key))).toEqual([]);
    expect(Object.keys(undocumented).filter((key) => !onRouter.includes(key))).toEqual([]);
  });

  it('names the API key headers and takes its query parameters from the routes’ schemas', () => {
    expect(doc.components).toMatchObject({
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    });
    const names = (path: string) => doc.paths[path]?.get.parameters.map((p) => p.name);
    expect(names('/leagues')).toEqual(['page', 'per_page']);
    expect(names('/leagues/{id}/standings')).toEqual(['id', 'round', 'date']);
    expect(names('/contests')).toEqual(
      expect.arrayContaining(['league_id', 'team_id', 'from', 'to', 'status']),
    );
    expect(doc.paths['/leagues']?.get).toMatchObject({
      parameters: [
        { schema: { type: 'integer', minimum: 1, default: 1 } },
        { schema: { maximum: 100 } },
      ],
    });
  });

  it('describes the answers the routes really give', async () => {
    const required = (name: string): string[] => {
      const schema = doc.components.schemas[name];
      if (!schema) return [];
      const parts = (schema.allOf ?? []).map((part) => required(part.$ref?.split('/').pop() ?? ''));
      return [...(schema.required ?? []), ...parts.flat()];
    };
    const examples: Record<string, string> = {
      '/leagues': '/api/leagues',
      '/leagues/:id': '/api/leagues/1',
      '/leagues/:id/public-standings': '/api/leagues/1/public-standings',
      '/leagues/:id/public-schedule': '/api/leagues/1/public-schedule',
      '/leagues/:id/standings': '/api/leagues/1/standings',
      '/leagues/:yyyy/:mm/:dd/contests': '/api/leagues/2026/05/02/contests',
      '/contests/:id': '/api/contests/7',
    };
    const typed = publicReads.filter(
      (read) => 'schema' in read.answer && read.answer.schema !== 'Json',
    );
    expect(typed.map((read) => read.path).sort()).toEqual(Object.keys(examples).sort());
    for (const read of typed) {
      const answer = await new TestBrowser(running.url).get(examples[read.path] ?? '');
      expect(answer.status).toBe(200);
      const schema = 'schema' in read.answer ? read.answer.schema : '';
      const keys = required(schema);
      expect(keys.length).toBeGreaterThan(0);
      expect(Object.keys(answer.body as object), read.path).toEqual(expect.arrayContaining(keys));
      if (read.path === '/leagues') {
        expect(Object.keys(answer.body.data[0])).toEqual(
          expect.arrayContaining(required('LeagueSummary')),
        );
      }
    }
  });
});
