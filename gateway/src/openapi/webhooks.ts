import { webhookKinds } from '@courtside/integrations';
import type { JsonSchema } from './yup-json-schema';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string, schema = 'Error') => ({
  description,
  content: json({ $ref: `#/components/schemas/${schema}` }),
});

const endpoint: JsonSchema = {
  type: 'object',
  required: ['id', 'api_key_id', 'url', 'kinds', 'enabled', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    api_key_id: { type: 'integer' },
    url: { type: 'string', format: 'uri' },
    kinds: { type: 'array', items: { enum: [...webhookKinds] } },
    enabled: { type: 'boolean' },
    disabled_reason: { type: ['string', 'null'], description: "'gone' after a 410 answer" },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
};

const keyOnly = {
  'x-api-key-only': true,
  tags: ['Webhooks'],
  security: [{ apiKeyHeader: [] }, { bearer: [] }],
};

/**
 * The key's own webhook routes (docs/webhooks.md): only with an API key, never anonymous, so
 * they are marked `x-api-key-only` (the public-read walk in openapi.int.spec.ts skips them).
 */
export const webhookPaths: Record<string, JsonSchema> = {
  '/webhooks': {
    get: {
      ...keyOnly,
      operationId: 'listOwnWebhooks',
      summary: "The key's webhook endpoints (never their secrets)",
      parameters: [],
      responses: {
        '200': {
          description: 'The endpoints',
          content: json({
            type: 'object',
            properties: { data: { type: 'array', items: endpoint } },
          }),
        },
        '401': error('No valid API key was sent'),
      },
    },
    post: {
      ...keyOnly,
      operationId: 'registerWebhook',
      summary: 'Registers an endpoint; the answer carries its signing secret, this once',
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['url', 'kinds'],
          properties: {
            url: { type: 'string', format: 'uri', description: 'https://…' },
            kinds: { type: 'array', minItems: 1, items: { enum: [...webhookKinds] } },
            enabled: { type: 'boolean', default: true },
          },
        }),
      },
      responses: {
        '201': {
          description: 'Registered',
          content: json({
            allOf: [
              endpoint,
              {
                type: 'object',
                properties: { secret: { type: 'string', pattern: '^whsec_' } },
              },
            ],
          }),
        },
        '401': error('No valid API key was sent'),
        '422': error(
          'A bad address, an unknown or no kind, or 10 endpoints already',
          'ValidationError',
        ),
      },
    },
  },
};

/** What Courtside POSTs to a registered endpoint, per kind (OpenAPI 3.1 `webhooks`). */
export const webhookMessages: Record<string, JsonSchema> = Object.fromEntries(
  [...webhookKinds, 'webhook.test'].map((kind) => [
    kind,
    {
      post: {
        tags: ['Webhooks'],
        summary: `A ${kind} message, signed per Standard Webhooks`,
        parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
          name,
          in: 'header',
          required: true,
          schema: { type: 'string' },
        })),
        requestBody: {
          content: json({
            type: 'object',
            required: ['type', 'timestamp', 'data'],
            properties: {
              type: { const: kind },
              timestamp: { type: 'string', format: 'date-time' },
              data: { type: 'object' },
            },
          }),
        },
        responses: {
          '200': { description: 'Any 2xx: delivered' },
          '410': { description: 'Gone: the endpoint is disabled' },
        },
      },
    },
  ]),
);
