import type { PublicLeagueDetail } from '@courtside/events';

/** Real ids from the key holder's league, for examples: the league, a team, a contest, a day. */
export interface ExampleIds {
  leagueId: number;
  teamId?: number;
  contestId?: number;
  /** The first contest's day, YYYY-MM-DD. */
  day?: string;
}

export function exampleIds(leagueId: number, league?: PublicLeagueDetail): ExampleIds {
  const contest = league?.contests[0];
  return {
    leagueId,
    teamId: league?.teams[0]?.id,
    contestId: contest?.id,
    day: contest?.time.slice(0, 10),
  };
}

/** `/leagues/{id}/public-standings` with the key holder's ids put in; unknown ones stay braced. */
export function examplePath(template: string, ids: ExampleIds): string {
  const [year, month, day] = (ids.day ?? '').split('-');
  const values: Record<string, string | undefined> = {
    yyyy: year,
    mm: month,
    dd: day,
    page: 'privacy',
  };
  const path = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'id') {
      if (template.startsWith('/leagues/team/') || template.startsWith('/teams/')) {
        return ids.teamId === undefined ? whole : String(ids.teamId);
      }
      if (template.startsWith('/contests/') || template.startsWith('/seo/contests/')) {
        return ids.contestId === undefined ? whole : String(ids.contestId);
      }
      if (template.startsWith('/clubs/')) return whole;
      return String(ids.leagueId);
    }
    return values[name] ?? whole;
  });
  return template === '/contests' ? `${path}?league_id=${ids.leagueId}` : path;
}

/** The curl command an integrator copies: the key from an environment variable, in a header. */
export function curlCommand(origin: string, path: string): string {
  return `curl -H "X-Api-Key: $COURTSIDE_API_KEY" "${origin}/api${path}"`;
}
