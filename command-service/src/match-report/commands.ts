import { fileMatchReportSchema, streams, type FileMatchReportInput } from '@courtside/events';
import type { CommandDeps, CommandResult } from '../core/deps';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  scorers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';
import { matchReportDecider } from './decide';

/** An official files a match's report (`match-report-<contest id>`), replacing the one before. */
export async function fileMatchReport(
  deps: CommandDeps,
  contestId: number,
  input: FileMatchReportInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, scorers);
  const id = recordId(contestId);
  const { expected_revision: expectedRevision, ...report } = parseInput(
    fileMatchReportSchema,
    input,
  );
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.matchReport(id),
    matchReportDecider,
    { type: 'FileMatchReport', data: { contestId: id, report }, metadata: { now } },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: expectedRevision ?? 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
}
