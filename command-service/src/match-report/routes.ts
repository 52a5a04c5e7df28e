import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `PUT /match-reports/:contestId`. */
export function matchReportRoutes(commands: Commands): Router {
  const router = Router();
  router.put('/match-reports/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.fileMatchReport(id, req.body, metaFromHeaders(req)));
  });
  return router;
}
