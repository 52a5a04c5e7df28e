import { rolledOverName } from '@courtside/events';
import { line, WorkflowFailure, type WorkflowKindRunner, type WorkflowRun } from '../context';
import { leagueRow, leagueTeams, type LeagueRow } from './league-rows';

/** The same calendar day a year later (29 February becomes 28 February). */
function yearLater(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** A league named like the target in the same category, other than the one this run made. */
async function rivalLeague(run: WorkflowRun, source: LeagueRow, name: string, own: number | null) {
  return run.knex
    .withSchema('rm')
    .table('leagues')
    .where({ name })
    .modify((query) => {
      if (source.category_id === null) query.whereNull('category_id');
      else query.where('category_id', source.category_id);
      if (own !== null) query.whereNot('id', own);
    })
    .first<{ id: number; name: string } | undefined>('id', 'name');
}

/**
 * Season rollover: a new league named for the next season in the same category, with the same
 * kind, limits, teams, standings points, tie-breaks and fees, and an empty schedule. Every
 * command carries a key made of the workflow and the step, so a step repeated after a crash
 * (done, but its report lost) lands on the same league and stores nothing twice.
 */
export const seasonRollover: WorkflowKindRunner = {
  async run(run) {
    const source = await leagueRow(run.knex, run.leagueId);
    const season = String(run.params.season ?? source.season ?? '');
    const next = String(run.params.next_season ?? '');
    const name = rolledOverName(source.name, season, next);
    const teams = await leagueTeams(run.knex, run.leagueId);
    const total = teams.length + 2;
    const key = (step: string) => ({ idempotencyKey: `workflow-${run.workflowId}:${step}` });
    const made = await run.commands.readWorkflow(run.workflowId);
    const ownId =
      made.status === 'absent' ? null : Number(made.steps['create-league']?.league_id ?? 0) || null;
    const rival = await rivalLeague(run, source, name, ownId);
    if (rival) throw new WorkflowFailure(line('workflowSeasonExists', { season: next, name }));

    const created = await run.step('create-league', total, async () => {
      const league = await run.commands.createLeague(
        {
          kind: source.kind,
          name,
          email: source.email,
          sort_index: source.sort_index,
          public: source.public,
          number_of_teams: source.number_of_teams,
          rounds: source.rounds,
          weeks: source.weeks,
          start_date: yearLater(source.start_date),
          category_id: source.category_id,
          city: source.city,
          recreational: source.recreational,
        },
        key('create-league'),
      );
      return { line: line('leagueCreated', { name }), result: { league_id: league.id } };
    });
    const leagueId = Number(created.league_id);
    for (const team of teams) {
      await run.step(`team-${team.id}`, total, async () => {
        try {
          await run.commands.registerTeam(
            leagueId,
            { team_id: team.id, name: team.name, full_name: team.full_name, city: team.city },
            key(`team-${team.id}`),
          );
        } catch (error) {
          // Registered by an attempt that crashed before its report: the team is there.
          if (!isAlreadyRegistered(error)) throw error;
        }
        return { line: line('teamCopied', { team: team.name }) };
      });
    }
    await run.step('settings', total, async () => {
      await run.commands.updateLeague(
        leagueId,
        {
          video_zone: source.video_zone,
          api_integration: source.api_integration,
          standings_config: source.standings_config,
          fees: source.fees,
          ...(source.tie_break_order ? { tie_break_order: source.tie_break_order } : {}),
        } as Parameters<WorkflowRun['commands']['updateLeague']>[1],
        key('settings'),
      );
      return { line: line('settingsCopied') };
    });
    return line('rolloverDone', { name, teams: teams.length });
  },
};

function isAlreadyRegistered(error: unknown): boolean {
  const fields = (error as { fields?: Record<string, { key: string }[]> }).fields;
  return fields?.team_id?.some((ref) => ref.key === 'duplicates') ?? false;
}
