import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import type { ContestRow } from '../db/tables';
import { recomputeStandings } from '../standings/recompute';
import type { Changes, DeferredWork, ProjectedEvent, Projection } from './projection';

/**
 * rm.standings, its snapshots after every round (rm.standings_rounds) and every day with
 * results (rm.standings_days), and leagues.games_played beside them because they all count the
 * same finished contests. Every league the batch touched is recomputed from its contests in
 * rm.contests (already up to date in this transaction) with the league's points and FIBA
 * Appendix D tie-breaks in the league's order: a recomputation, unlike increments, stays right when a finished result
 * is corrected and cannot double-count a replay. A rebuild defers it: each league is
 * recomputed once, at the end of the replay, from the same rows.
 */
export const standingsProjection: Projection = {
  name: 'standings',
  handles: new Set([
    'TeamRegistered',
    'ScoreRecorded',
    'ContestFinished',
    'ContestPostponed',
    'ContestCancelled',
    'ResultCorrected',
    'ResultEntered',
    // A league's points or round-robin cycles, a team's name.
    'LeagueUpdated',
    'TeamUpdated',
    // A contest added or moved: whether the schedule is complete, which day it counts on.
    'ContestScheduled',
    'ContestRescheduled',
  ]),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const leagueIds = await leaguesToRecompute(trx, schema, events, changes);
    if (leagueIds.length === 0) return;
    for (const leagueId of leagueIds) changes.standings.add(leagueId);
    await recomputeStandings(trx, schema, leagueIds);
  },
  defer: deferStandings,
};

/** Notes every league a replayed event names (and every league of a renamed team). */
function deferStandings(): DeferredWork {
  const leagues = new Set<number>();
  const renamedTeams = new Set<number>();
  return {
    note(events) {
      for (const { event } of events) {
        if (event.type === 'TeamUpdated') renamedTeams.add(event.data.teamId);
        else if ('leagueId' in event.data) leagues.add(event.data.leagueId);
      }
    },
    async finish(trx) {
      const schema = schemaOf(trx);
      if (renamedTeams.size > 0) {
        const { rows } = await trx.raw<{ rows: Array<{ league_id: number }> }>(
          'SELECT DISTINCT league_id FROM ??.league_teams WHERE team_id = ANY(?::int[])',
          [schema, [...renamedTeams]],
        );
        for (const row of rows) leagues.add(row.league_id);
      }
      // Bounded batches keep the contests read per statement to a few hundred leagues.
      const ids = [...leagues].sort((x, y) => x - y);
      for (let start = 0; start < ids.length; start += 200) {
        await recomputeStandings(trx, schema, ids.slice(start, start + 200));
      }
    },
  };
}

/**
 * The leagues whose tables the batch may have changed. Every one of them is a changed league for
 * the notice (followers get the new table), but scores entered in a contest still being played
 * change no table, so a batch of only those skips the recomputation: that is most batches
 * while contests are on.
 */
async function leaguesToRecompute(
  trx: Knex.Transaction,
  schema: string,
  events: ProjectedEvent[],
  changes: Changes,
): Promise<number[]> {
  const recompute = new Set<number>();
  const scoredContests = new Map<number, number>();
  const renamedTeams = new Set<number>();
  for (const { event } of events) {
    if (event.type === 'TeamUpdated') renamedTeams.add(event.data.teamId);
    if (!('leagueId' in event.data)) continue;
    const leagueId = event.data.leagueId;
    changes.leagues.add(leagueId);
    if (event.type === 'ScoreRecorded') scoredContests.set(event.data.contestId, leagueId);
    else recompute.add(leagueId);
  }
  const unsure: Array<[number, number]> = [];
  for (const [contestId, leagueId] of scoredContests) {
    if (recompute.has(leagueId)) continue;
    // The contests projection folded this batch first: its status, when it has one, is the
    // stored one (a contest it did not fold, e.g. past its own checkpoint, is read back).
    const status = changes.contestRows.get(contestId)?.status;
    if (status === undefined) unsure.push([contestId, leagueId]);
    else if (status === 'finished') recompute.add(leagueId);
  }
  if (unsure.length > 0) {
    // A score entered on a finished contest corrects a result that counts.
    const finished = await trx
      .withSchema(schema)
      .table<ContestRow>('contests')
      .whereIn(
        'id',
        unsure.map(([contestId]) => contestId),
      )
      .where('status', 'finished')
      .select('league_id');
    for (const row of finished) recompute.add(row.league_id);
  }
  if (renamedTeams.size > 0) {
    // Every table a renamed team is in, the ones as of earlier rounds too.
    const leagues: Array<{ league_id: number }> = await trx
      .withSchema(schema)
      .table('league_teams')
      .whereIn('team_id', [...renamedTeams])
      .distinct('league_id');
    for (const { league_id: leagueId } of leagues) {
      recompute.add(leagueId);
      changes.leagues.add(leagueId);
    }
  }
  return [...recompute];
}
