import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /teams`, `PUT /teams/:id`, `DELETE /teams/:id`. */
export function teamRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/teams', async (req, res) => {
    res.status(201).json(await commands.createTeam(req.body, metaFromHeaders(req)));
  });
  router.put('/teams/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.updateTeam(id, req.body, metaFromHeaders(req)));
  });
  router.delete('/teams/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.deleteTeam(id, metaFromHeaders(req)));
  });
  return router;
}
