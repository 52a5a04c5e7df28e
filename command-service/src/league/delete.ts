import { streams, type LeagueDeleted } from '@courtside/events';
import type { Command, DecisionMetadata } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError } from '../core/errors';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { recordId } from '../core/schema';
import { leagueDecider } from './decide';
import type { LeagueProfileState } from './update';

export type DeleteLeague = Command<'DeleteLeague', LeagueDeleted['data'], DecisionMetadata>;

/**
 * Deletes a league that exists. Whether it has results lives in its contests' streams, so the
 * gateway refuses a league with results from the read models before it asks (as it does for a
 * category that still has leagues); a deleted league is absent to every later command.
 */
export function decideDelete({ data }: DeleteLeague, state: LeagueProfileState): LeagueDeleted[] {
  if (state.status === 'absent') throw new NotFoundError();
  return [{ type: 'LeagueDeleted', data: { leagueId: data.leagueId } }];
}

/** Deletes a league: appends LeagueDeleted, or answers 404 for one absent or already deleted. */
export async function deleteLeague(
  deps: CommandDeps,
  leagueId: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(leagueId);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.league(id),
    leagueDecider,
    { type: 'DeleteLeague', data: { leagueId: id }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}
