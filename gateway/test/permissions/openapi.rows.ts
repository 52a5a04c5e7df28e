import { type Case, publicCase } from './cases';

/** Routes of gateway/src/openapi (issue 12): the public API's document, open to everyone. */
export const openApiRows: Record<string, Case> = {
  'GET /openapi.json': publicCase(200, '/api/openapi.json'),
};
