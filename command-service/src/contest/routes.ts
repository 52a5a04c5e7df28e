import { Router } from 'express';
import { onBody, onRecord } from '../core/command-handler';
import type { Commands } from '../commands';

/** `POST /contests`, `PUT /contests/:id/score`, `POST /contests/:id/{finish,postpone,cancel}`. */
export function contestRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/contests', onBody(commands.scheduleContest, 201));
  router.put('/contests/:id/score', onRecord(commands.recordScores));
  router.post('/contests/:id/correction', onRecord(commands.correctContestResult));
  router.post('/contests/:id/final-result', onRecord(commands.enterFinalResult));
  router.post('/contests/:id/finish', onRecord(commands.finishContest));
  router.post('/contests/:id/postpone', onRecord(commands.postponeContest));
  router.post('/contests/:id/cancel', onRecord(commands.cancelContest));
  return router;
}
