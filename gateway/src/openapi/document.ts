import { apiKeyRequestsPerMinute } from '../api-keys/authenticate';
import { pathParameters, publicReads, type PublicRead } from './public-api';
import { componentSchemas } from './responses';
import { webhookMessages, webhookPaths } from './webhooks';
import { queryParameters, type JsonSchema } from './yup-json-schema';

/** `/leagues/:id` (Express) as OpenAPI writes it: `/leagues/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_]+)/g, '{$1}');
}

const numericId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

function pathParametersOf(path: string): JsonSchema[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: pathParameters[name] ?? numericId,
  }));
}

const errorAnswer = (description: string, schema = 'Error') => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

function operationOf(read: PublicRead): JsonSchema {
  const success =
    'schema' in read.answer
      ? { 'application/json': { schema: { $ref: `#/components/schemas/${read.answer.schema}` } } }
      : { [read.answer.media]: { schema: { type: 'string' } } };
  const responses: JsonSchema = {
    '200': { description: 'The answer', content: success },
    '401': errorAnswer('The API key is unknown or revoked, or was sent in the address'),
    '429': {
      ...errorAnswer(`More than ${apiKeyRequestsPerMinute} requests a minute with one key`),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    },
  };
  if (read.path.includes(':')) responses['404'] = errorAnswer('No such public record');
  if (read.query || read.path.includes(':')) {
    responses['422'] = errorAnswer('A parameter is not valid', 'ValidationError');
  }
  const operationId = `get${openApiPath(read.path)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}`;
  return {
    operationId,
    tags: [read.tag],
    summary: read.summary,
    description: read.leagueScoped
      ? 'Anyone reads a public league here; a key also reads its own leagues before they are published.'
      : 'Anyone reads this; a key answers exactly as an anonymous visitor does.',
    parameters: [
      ...pathParametersOf(read.path),
      ...(read.query ? queryParameters(read.query) : []),
    ],
    responses,
    'x-league-scoped': read.leagueScoped === true,
  };
}

/**
 * The public API as OpenAPI 3.1: every public read (`publicReads`), its parameters from the
 * yup schemas the routes validate with, its answers from the hand-kept shapes in responses.ts,
 * and the API key as an optional security scheme (in a header, never in the address).
 */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const read of publicReads) paths[openApiPath(read.path)] = { get: operationOf(read) };
  Object.assign(paths, webhookPaths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courtside public API',
      version: '1.0.0',
      description:
        'Leagues, standings, schedules and contests as the public pages show them. Every read ' +
        'is open to anyone; an API key (created under API keys) reads its own leagues even ' +
        `before they are published, and counts against ${apiKeyRequestsPerMinute} requests a minute.`,
    },
    servers: [{ url: '/api' }],
    tags: [...new Set([...publicReads.map((read) => read.tag), 'Webhooks'])].map((name) => ({
      name,
    })),
    // Anonymous ({}) or either way of sending the key.
    security: [{}, { apiKeyHeader: [] }, { bearer: [] }],
    paths,
    webhooks: webhookMessages,
    components: {
      schemas: componentSchemas,
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <key>' },
      },
    },
  };
}
