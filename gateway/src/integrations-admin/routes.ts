import { Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';
import { actOnDeadLetter } from '../commands/dead-letters';
import { deadLetters } from '../queries/dead-letters';

/**
 * Issue 12: the outbox's dead letters (deliveries to the scoreboard and workflow services that
 * used up their retries). They span every league, so only a super administrator sees them.
 */
export function integrationsAdminRoutes(deps: AreaDeps): Router {
  const router = Router();
  const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

  router.get('/admin/dead-letters', superAdmin, async (_req, res) => {
    res.json({ data: await deadLetters(deps.pool) });
  });

  router.post('/admin/dead-letters/:id/retry', superAdmin, async (req, res) => {
    await actOnDeadLetter(deps.pool, 'retry', req.params.id);
    res.status(204).end();
  });

  router.delete('/admin/dead-letters/:id', superAdmin, async (req, res) => {
    await actOnDeadLetter(deps.pool, 'discard', req.params.id);
    res.status(204).end();
  });
  return router;
}
