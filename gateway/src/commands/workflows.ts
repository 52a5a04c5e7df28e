import type { Request } from 'express';
import type { StartWorkflowInput, WorkflowRow } from '@courtside/events';
import type { AccountRow } from '../db/tables';
import { ValidationError } from '../errors';
import { nextSeasonTaken, workflowById } from '../queries/workflows';
import { sendAndWait, type CommandDeps } from './send';

/**
 * Starts a workflow as the signed-in administrator and answers it as the screen lists it. A
 * rollover into a season whose league already exists is refused here (422) before anything is
 * recorded; two rollovers at once are kept to one by command-service.
 */
export async function startWorkflow(
  deps: CommandDeps,
  req: Request,
  account: AccountRow,
  body: StartWorkflowInput,
): Promise<WorkflowRow | null> {
  const input = (body ?? {}) as Partial<StartWorkflowInput>;
  const leagueId = Number(input.league_id);
  if (
    input.kind === 'season-rollover' &&
    Number.isSafeInteger(leagueId) &&
    leagueId > 0 &&
    (await nextSeasonTaken(deps.knex, leagueId))
  ) {
    throw new ValidationError({ league_id: ['workflowSeasonTaken'] }, 'workflowSeasonTaken');
  }
  const answer = await sendAndWait(deps, req, account, 'POST', '/workflows', body);
  return workflowById(deps.knex, Number(answer.id));
}

/** Retries a failed workflow; answers it as the screen lists it. */
export async function retryWorkflow(
  deps: CommandDeps,
  req: Request,
  account: AccountRow,
  id: number,
): Promise<WorkflowRow | null> {
  await sendAndWait(deps, req, account, 'POST', `/workflows/${id}/retry`, {});
  return workflowById(deps.knex, id);
}
