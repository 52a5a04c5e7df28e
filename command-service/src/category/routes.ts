import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';

/** `POST /categories`. */
export function categoryRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/categories', async (req, res) => {
    res.status(201).json(await commands.createCategory(req.body, metaFromHeaders(req)));
  });
  return router;
}
