import type { Knex } from 'knex';
import { ValidationError } from '../errors';
import { closedSeasonOf } from '../queries/platform-settings';

const contestPath = /^\/contests\/(\d+)(?:\/|$)/;

function numberIn(body: unknown, field: string): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/**
 * Refuses (422 'seasonClosed') a contest command that would change a league of an ended season:
 * a contest's league, or a new contest's league. Every contest write gateway forwards passes
 * here. League commands (edit, teams, officials, schedule, bracket, delete, create in a category)
 * are refused by command-service's league decider, whose 422 the gateway relays.
 */
export async function refuseClosedSeason(knex: Knex, path: string, body: unknown): Promise<void> {
  const targets: Array<{ leagueId?: number; contestId?: number }> = [];
  const contest = contestPath.exec(path)?.[1];
  if (contest) targets.push({ contestId: Number(contest) });
  if (path === '/contests') targets.push({ leagueId: numberIn(body, 'league_id') });
  for (const target of targets) {
    if (Object.values(target).every((value) => value === undefined)) continue;
    if ((await closedSeasonOf(knex, target)) !== null) {
      throw new ValidationError({}, 'seasonClosed');
    }
  }
}
