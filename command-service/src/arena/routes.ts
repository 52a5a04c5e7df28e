import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /arenas`, `PUT /arenas/:id`, `DELETE /arenas/:id`. */
export function arenaRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/arenas', async (req, res) => {
    res.status(201).json(await commands.createArena(req.body, metaFromHeaders(req)));
  });
  router.put('/arenas/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.updateArena(id, req.body, metaFromHeaders(req)));
  });
  router.delete('/arenas/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.deleteArena(id, metaFromHeaders(req)));
  });
  return router;
}
