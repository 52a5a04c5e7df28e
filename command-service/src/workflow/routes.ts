import { Router } from 'express';
import type { Commands } from '../commands';
import { onBody, onRecord } from '../core/command-handler';

/**
 * `POST /workflows` (an administrator starts one), `POST /workflows/:id/retry` (a failed one
 * again). The runner reports steps and outcomes in-process (commands.completeWorkflowStep, …).
 */
export function workflowRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/workflows', onBody(commands.startWorkflow, 201));
  router.post('/workflows/:id/retry', onRecord(commands.retryWorkflow));
  return router;
}
