import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /contests`, `PUT /contests/:id/score`, `POST /contests/:id/{finish,postpone,cancel}`. */
export function contestRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/contests', async (req, res) => {
    res.status(201).json(await commands.scheduleContest(req.body, metaFromHeaders(req)));
  });
  router.put('/contests/:id/score', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.recordScores(id, req.body, metaFromHeaders(req)));
  });
  router.post('/contests/:id/correction', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.correctContestResult(id, req.body, metaFromHeaders(req)));
  });
  router.post('/contests/:id/finish', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.finishContest(id, req.body, metaFromHeaders(req)));
  });
  router.post('/contests/:id/postpone', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.postponeContest(id, req.body, metaFromHeaders(req)));
  });
  router.post('/contests/:id/cancel', async (req, res) => {
    const id = recordId(req.params.id);
    res.status(200).json(await commands.cancelContest(id, req.body, metaFromHeaders(req)));
  });
  return router;
}
