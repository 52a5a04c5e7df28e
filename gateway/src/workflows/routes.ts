import { Router } from 'express';
import { startWorkflowSchema, workflowKinds } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';
import { retryWorkflow, startWorkflow } from '../commands/workflows';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { listWorkflows, workflowById, workflowLeagues } from '../queries/workflows';

/** A workflow changes leagues across the platform (a rollover creates one): the super-admin's. */
const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

/**
 * Administration › workflows (spec §2, §4 "started manually, then the system runs them"): the
 * latest workflows with progress, log and outcome; starting one; retrying a failed one.
 */
export function workflowRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();

  router.get('/admin/workflows', superAdmin, async (_req, res) => {
    res.json({
      data: await listWorkflows(knex),
      kinds: workflowKinds,
      leagues: await workflowLeagues(knex),
    });
  });

  router.get('/admin/workflows/:id', superAdmin, async (req, res) => {
    const workflow = await workflowById(knex, idParam(req.params.id));
    if (!workflow) throw new NotFoundError();
    res.json({ data: workflow });
  });

  router.post('/admin/workflows', superAdmin, async (req, res) => {
    const account = res.locals.account as Parameters<typeof startWorkflow>[2];
    const body = validate(startWorkflowSchema, req.body);
    res.status(201).json({ data: await startWorkflow(deps, req, account, body) });
  });

  router.post('/admin/workflows/:id/retry', superAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    if (!(await workflowById(knex, id))) throw new NotFoundError();
    const account = res.locals.account as Parameters<typeof retryWorkflow>[2];
    res.json({ data: await retryWorkflow(deps, req, account, id) });
  });

  return router;
}
