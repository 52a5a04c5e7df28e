import { streams, type LeagueDeleted } from '@courtside/events';
import type { Command, DecisionMetadata } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError } from '../core/errors';
import { commandScope } from '../core/command-scope';
import type { CommandMeta } from '../core/metadata';
import { recordId } from '../core/schema';
import { leagueDecider } from './decide';
import { leagueSeasonClosed } from './season';
import type { LeagueProfileState } from './update';

export type DeleteLeague = Command<
  'DeleteLeague',
  LeagueDeleted['data'],
  /**
   * Whether a contest of the league has a score: the results live in the contests' streams, so
   * the handler looks it up (LeagueResults) before deciding.
   */
  DecisionMetadata & { hasResults: boolean }
>;

/**
 * Deletes a league that exists and has no result yet (one with a result is history); a deleted
 * league is absent to every later command.
 */
export function decideDelete(
  { data, metadata }: DeleteLeague,
  state: LeagueProfileState,
): LeagueDeleted[] {
  if (state.status === 'absent') throw new NotFoundError();
  if (metadata.hasResults) throw ValidationError.field('id', 'leagueHasResults');
  return [{ type: 'LeagueDeleted', data: { leagueId: data.leagueId } }];
}

/** Deletes a league: appends LeagueDeleted, or answers 404 for one absent or already deleted. */
export async function deleteLeague(
  deps: CommandDeps,
  leagueId: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta);
  const id = recordId(leagueId);
  // The league's row stays locked until LeagueDeleted is stored, so no score slips in between
  // the check and the delete.
  return deps.leagueResults.whileDeleting(id, async (hasResults) =>
    scope.run(streams.league(id), leagueDecider, {
      type: 'DeleteLeague',
      data: { leagueId: id },
      metadata: {
        now: scope.now,
        seasonClosed: await leagueSeasonClosed(deps, id),
        hasResults,
      },
    }),
  );
}
