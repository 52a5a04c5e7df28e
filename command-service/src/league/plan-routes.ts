import { Router } from 'express';
import type { Commands } from '../commands';
import { authorise, organisers } from '../core/metadata';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/**
 * `POST /leagues/:id/schedule`, `POST /leagues/:id/bracket`, `POST /leagues/:id/bracket/advance`,
 * `POST /contests/:id/reschedule`.
 */
export function planRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/leagues/:id/schedule', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(201).json(await commands.generateSchedule(id, req.body, metaFromHeaders(req)));
  });
  router.post('/leagues/:id/bracket', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(201).json(await commands.drawBracket(id, req.body, metaFromHeaders(req)));
  });
  router.post('/leagues/:id/bracket/advance', async (req, res) => {
    const id = recordId(req.params.id);
    const meta = metaFromHeaders(req);
    authorise(meta, organisers);
    res.status(200).json((await commands.advanceBracket(id, meta)) ?? {});
  });
  router.post('/contests/:id/reschedule', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.rescheduleContest(id, req.body, metaFromHeaders(req)));
  });
  return router;
}
