import { recountLeagueStandings } from '@courtside/projection-service';
import { line, type WorkflowKindRunner } from '../context';
import { leagueRow } from './league-rows';

/** Recount standings: the standings projection once more for one league; rows changed. */
export const standingsRecount: WorkflowKindRunner = {
  async run(run) {
    const league = await leagueRow(run.knex, run.leagueId);
    const result = await run.step('recount', 1, async () => {
      const { rows, changed } = await recountLeagueStandings(run.knex, run.leagueId);
      return {
        line: line('recounted', { league: league.name, rows, changed }),
        result: { rows, changed },
      };
    });
    return line('recountDone', { rows: Number(result.rows), changed: Number(result.changed) });
  },
};
