import { rescheduleContestSchema, streams, type RescheduleContestInput } from '@courtside/events';
import type { CommandDeps, CommandResult } from '../core/deps';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';
import { advanceBracket, leagueOfContest } from '../league/plan-commands';
import { contestDecider } from './decide';

/** Moves a match to a new time and arena; a postponed match is on again. */
export async function rescheduleContest(
  deps: CommandDeps,
  contestId: number,
  input: RescheduleContestInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(rescheduleContestSchema, input);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.contest(id),
    contestDecider,
    {
      type: 'RescheduleContest',
      data: { contestId: id, time: new Date(parsed.time).toISOString(), location: parsed.location },
      metadata: { now },
    },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: parsed.expected_revision,
      idempotencyKey: meta.idempotencyKey,
    },
  );
}

/**
 * After a result became final: if the match belongs to a bracket, its series may be decided and
 * the next round filled. The result itself is already stored; a failure here is repaired by the
 * next run (any finished bracket game or `POST /leagues/:id/bracket/advance`), so it is not the
 * official's error.
 */
export async function afterResult(
  deps: CommandDeps,
  contestId: number,
  meta: CommandMeta,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  try {
    const leagueId = await leagueOfContest(deps.store, contestId);
    if (leagueId !== null) await advanceBracket(deps, leagueId, meta);
  } catch (error) {
    onError(error);
  }
}
