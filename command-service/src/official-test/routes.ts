import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/**
 * `POST /official-tests`, `POST /official-tests/:id/assignments` (organisers),
 * `POST /official-tests/:id/attempt` and `POST /official-tests/:id/submission` (the official).
 */
export function officialTestRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/official-tests', async (req, res) => {
    res.status(201).json(await commands.createOfficialTest(req.body, metaFromHeaders(req)));
  });
  router.post('/official-tests/:id/assignments', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.assignOfficialTest(id, req.body, metaFromHeaders(req)));
  });
  router.post('/official-tests/:id/attempt', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.startOfficialTest(id, metaFromHeaders(req)));
  });
  router.post('/official-tests/:id/submission', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.submitOfficialTest(id, req.body, metaFromHeaders(req)));
  });
  return router;
}
