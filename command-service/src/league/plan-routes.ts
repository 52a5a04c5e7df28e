import { Router } from 'express';
import { onRecord } from '../core/command-handler';
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
  router.post('/leagues/:id/schedule', onRecord(commands.generateSchedule, 201));
  router.post('/leagues/:id/bracket', onRecord(commands.drawBracket, 201));
  router.post('/leagues/:id/bracket/advance', async (req, res) => {
    const id = recordId(req.params.id);
    const meta = metaFromHeaders(req);
    authorise(meta, organisers);
    res.status(200).json((await commands.advanceBracket(id, meta)) ?? {});
  });
  router.post('/contests/:id/reschedule', onRecord(commands.rescheduleContest));
  return router;
}
