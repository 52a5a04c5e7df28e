import { Router } from 'express';
import { publicRoute } from '../auth/permissions';
import { openApiDocument } from './document';

/** `GET /openapi.json`: the public API's OpenAPI 3.1 document, built once. */
export function openApiRoutes(): Router {
  const router = Router();
  const document = openApiDocument();
  router.get('/openapi.json', publicRoute, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  return router;
}
