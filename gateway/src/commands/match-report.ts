import type { Request } from 'express';
import type { FileMatchReportInput } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import type { AccountRow } from '../db/tables';
import { RelayedError } from '../errors';
import { matchReportOf } from '../queries/match-reports';
import { ConflictAnswer } from './forward';
import { sendAndWait } from './send';

/**
 * Files a match's report and waits for the read model. A 409 (another official filed first)
 * answers with the report as the read model has it, so the form can show what was filed.
 */
export async function fileMatchReport(
  deps: AreaDeps,
  req: Request,
  account: AccountRow,
  contestId: number,
  body: FileMatchReportInput,
): Promise<void> {
  try {
    await sendAndWait(deps, req, account, 'PUT', `/match-reports/${contestId}`, body);
  } catch (error) {
    if (!(error instanceof ConflictAnswer)) throw error;
    throw new RelayedError(409, {
      ...error.body,
      report: await matchReportOf(deps.knex, contestId),
    });
  }
}
