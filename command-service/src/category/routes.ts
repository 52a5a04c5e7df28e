import { Router } from 'express';
import { onBody } from '../core/command-handler';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /categories`, `PUT /categories/:id`, `POST /categories/:id/move`, `DELETE /categories/:id`. */
export function categoryRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/categories', onBody(commands.createCategory, 201));
  router.put('/categories/:id', async (req, res) => {
    res.json(
      await commands.updateCategory(recordId(req.params.id), req.body, metaFromHeaders(req)),
    );
  });
  router.post('/categories/:id/move', async (req, res) => {
    res.json(await commands.moveCategory(recordId(req.params.id), req.body, metaFromHeaders(req)));
  });
  router.delete('/categories/:id', async (req, res) => {
    res.json(await commands.deleteCategory(recordId(req.params.id), metaFromHeaders(req)));
  });
  return router;
}
