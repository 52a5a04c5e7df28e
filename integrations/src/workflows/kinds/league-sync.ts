import { line, WorkflowFailure, type WorkflowKindRunner } from '../context';
import { leagueRow } from './league-rows';

/**
 * Sync a league now: every match of the league and its roster, through the outbox's own queues
 * (the dispatcher delivers them, with its retries and dead letters), as the league's switches
 * allow. One step per match and one for the roster, so the bar moves and a resumed run does not
 * enqueue again what an earlier attempt did. The key names the run, so a sync by hand is
 * delivered even when nothing changed since the last push.
 */
export const leagueSync: WorkflowKindRunner = {
  async run(run) {
    const league = await leagueRow(run.knex, run.leagueId);
    if (!run.outbox) throw new WorkflowFailure(line('leagueSyncUnavailable'));
    const plan = await run.outbox.plan(run.leagueId);
    if (!plan) throw new WorkflowFailure(line('workflowNoLeague'));
    if (!plan.sync) return line('leagueSyncOff', { league: league.name });
    if (!plan.matches && !plan.roster) return line('leagueSyncPartsOff', { league: league.name });
    if (!plan.matches) await run.log(line('leagueSyncMatchesOff'));
    if (!plan.roster) await run.log(line('leagueSyncRosterOff'));
    const contests = plan.matches ? plan.contests : [];
    const total = contests.length + (plan.roster ? 1 : 0);
    const runKey = `workflow-${run.workflowId}`;
    for (const contest of contests) {
      await run.step(`match-${contest.id}`, total, async () => {
        const jobs = await run.outbox!.enqueueMatch(run.leagueId, contest.id, runKey);
        return {
          line: line('matchQueued', { home: contest.home, away: contest.away }),
          result: { jobs },
        };
      });
    }
    if (plan.roster) {
      await run.step('roster', total, async () => {
        const jobs = await run.outbox!.enqueueRoster(run.leagueId, runKey);
        return { line: line('rosterQueued', { teams: plan.teams }), result: { jobs } };
      });
    }
    return line('leagueSyncDone', { matches: contests.length, rosters: plan.roster ? 1 : 0 });
  },
};
