import { Router } from 'express';
import { onBody, onRecord } from '../core/command-handler';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/**
 * `POST /official-tests`, `POST /official-tests/:id/assignments` (organisers),
 * `POST /official-tests/:id/attempt` and `POST /official-tests/:id/submission` (the official).
 */
export function officialTestRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/official-tests', onBody(commands.createOfficialTest, 201));
  router.post('/official-tests/:id/assignments', onRecord(commands.assignOfficialTest));
  router.post('/official-tests/:id/attempt', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.startOfficialTest(id, metaFromHeaders(req)));
  });
  router.post('/official-tests/:id/submission', onRecord(commands.submitOfficialTest));
  return router;
}
