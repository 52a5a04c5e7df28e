import { page, startFakeServer, type RunningFake } from '../fake-server';
import { seedSeason, type SeedGame, type SeedTeam } from '../season-seed';

/**
 * A local Genius Sports Warehouse speaking the shape the adapter's header describes: the key
 * in `x-api-key` (or `?ak=`), lists as `{ response: { meta, data } }`, `limit`/`offset` paging
 * (500 at most), integer ids. Seeded with one league, one competition of twelve teams and a
 * double round robin, and an empty league for the screens' empty state.
 */
export interface GeniusSportsFake extends RunningFake {
  apiKey: string;
  /** The key the fake accepts now; a test changes it to see the old one refused. */
  auth: { apiKey: string };
  /** The seeded data; tests change it to see a second import's preview. */
  season: { teams: SeedTeam[]; games: SeedGame[] };
  leagueId: number;
  competitionId: number;
}

const leagueId = 17;
const competitionId = 40112;
const teamId = (id: string) => 5000 + Number(id);
const matchId = (id: string) => 900000 + Number(id);

export async function startGeniusSportsFake(
  options: { apiKey?: string; port?: number } = {},
): Promise<GeniusSportsFake> {
  const apiKey = options.apiKey ?? 'genius-fake-key';
  const season = seedSeason();
  const auth = { apiKey };
  const wrap = (data: unknown[], url: URL) => {
    const items = page(data, url, 500);
    return {
      status: 200,
      body: {
        response: {
          meta: {
            count: data.length,
            limit: items.length,
            offset: Number(url.searchParams.get('offset') ?? 0),
          },
          data: items,
        },
      },
    };
  };
  const notFound = {
    status: 404,
    body: { response: { error: { message: 'Resource not found' } } },
  };
  const team = (t: SeedTeam) => ({
    teamId: teamId(t.id),
    teamName: t.name,
    teamCode: t.code,
    teamNameInternational: t.name,
    clubName: t.name,
  });
  const match = (g: SeedGame) => ({
    matchId: matchId(g.id),
    competitionId,
    roundNumber: g.round,
    matchNumber: Number(g.id),
    matchStatus: g.score ? 'COMPLETE' : 'SCHEDULED',
    matchTimeUTC: g.time.replace('T', ' ').slice(0, 19),
    venueName: g.venue,
    competitors: [g.home, g.away].map((id, i) => {
      const t = season.teams.find((x) => x.id === id) as SeedTeam;
      const points = g.score ? (i === 0 ? g.score.home : g.score.away) : null;
      return {
        teamId: teamId(t.id),
        competitorName: t.name,
        teamCode: t.code,
        isHomeCompetitor: i === 0 ? 1 : 0,
        scoreString: points === null ? '' : String(points),
      };
    }),
  });
  const competition = {
    competitionId,
    competitionName: 'Prva muška liga 2026/27',
    year: 2026,
    leagueId,
  };
  const fake = await startFakeServer(
    (req, url) => {
      const key = req.headers['x-api-key'] ?? url.searchParams.get('ak');
      if (key !== auth.apiKey)
        return { status: 401, body: { response: { error: { message: 'Invalid API key' } } } };
      const path = url.pathname.replace(/^\/v1\/basketball/, '');
      let m: RegExpMatchArray | null;
      if (path === '/leagues') {
        return wrap(
          [
            { leagueId, leagueName: 'Košarkaški savez Srbije', leagueAbbrev: 'KSS' },
            { leagueId: 18, leagueName: 'Regionalna liga Vojvodine', leagueAbbrev: 'RLV' },
          ],
          url,
        );
      }
      if ((m = path.match(/^\/leagues\/(\d+)\/competitions$/))) {
        return wrap(Number(m[1]) === leagueId ? [competition] : [], url);
      }
      if ((m = path.match(/^\/competitions\/(\d+)$/))) {
        return Number(m[1]) === competitionId ? wrap([competition], url) : notFound;
      }
      if ((m = path.match(/^\/competitions\/(\d+)\/teams$/))) {
        return Number(m[1]) === competitionId ? wrap(season.teams.map(team), url) : notFound;
      }
      if ((m = path.match(/^\/competitions\/(\d+)\/matches$/))) {
        return Number(m[1]) === competitionId ? wrap(season.games.map(match), url) : notFound;
      }
      if ((m = path.match(/^\/teams\/(\d+)$/))) {
        const t = season.teams.find((x) => teamId(x.id) === Number(m?.[1]));
        return t ? wrap([team(t)], url) : notFound;
      }
      return notFound;
    },
    // Wrong data: matches without competitors, teams without ids.
    () => ({ response: { data: [{ matchId: 'x', competitors: null, teamId: null }] } }),
    { port: options.port },
  );
  return {
    ...fake,
    url: `${fake.url}/v1/basketball`,
    apiKey,
    auth,
    season,
    leagueId,
    competitionId,
  };
}
