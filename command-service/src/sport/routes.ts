import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /sports`, `PUT /sports/:id`, `DELETE /sports/:id`. */
export function sportRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/sports', async (req, res) => {
    res.status(201).json(await commands.createSport(req.body, metaFromHeaders(req)));
  });
  router.put('/sports/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.updateSport(id, req.body, metaFromHeaders(req)));
  });
  router.delete('/sports/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.deleteSport(id, metaFromHeaders(req)));
  });
  return router;
}
