import type { Knex } from 'knex';
import { ValidationError } from '../errors';
import { closedSeasonOf } from '../queries/platform-settings';

const leaguePath = /^\/leagues\/(\d+)(?:\/|$)/;
const contestPath = /^\/contests\/(\d+)(?:\/|$)/;

function numberIn(body: unknown, field: string): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/**
 * Refuses (422 'seasonClosed') a command that would change a league of an ended season: the
 * league named by the path, a contest's league, a new contest's league, or the category a league
 * is created in or moved to. Every league and contest write gateway forwards passes here.
 */
export async function refuseClosedSeason(knex: Knex, path: string, body: unknown): Promise<void> {
  const targets: Array<{ leagueId?: number; contestId?: number; categoryId?: number }> = [];
  const league = leaguePath.exec(path)?.[1];
  const contest = contestPath.exec(path)?.[1];
  if (league) targets.push({ leagueId: Number(league) });
  if (contest) targets.push({ contestId: Number(contest) });
  if (path === '/contests') targets.push({ leagueId: numberIn(body, 'league_id') });
  if (path === '/leagues' || league) targets.push({ categoryId: numberIn(body, 'category_id') });
  for (const target of targets) {
    if (Object.values(target).every((value) => value === undefined)) continue;
    if ((await closedSeasonOf(knex, target)) !== null) {
      throw new ValidationError({}, 'seasonClosed');
    }
  }
}
