import { page, startFakeServer, type RunningFake } from '../fake-server';
import { seedSeason, type SeedGame, type SeedTeam } from '../season-seed';

/**
 * A local Atrium DataCore organization speaking the shape the adapter's header describes: a
 * bearer token, paths under `/v1/basketball/o/{organizationId}`, lists as `{ data, meta,
 * links }` paged by `limit`/`offset` (200 at most here), UUID ids. One league, one
 * competition, its 2026/27 season of twelve clubs and a double round robin.
 */
export interface AtriumFake extends RunningFake {
  key: string;
  /** The token the fake accepts now; a test changes it to see the old one refused. */
  auth: { key: string };
  organizationId: string;
  season: { teams: SeedTeam[]; games: SeedGame[] };
  leagueId: string;
  competitionId: string;
  seasonId: string;
}

const uuid = (prefix: string, n: number | string) =>
  `${prefix}${String(n).padStart(12, '0')}`.replace(
    /^(.{8})(.{4})(.{4})(.{4})(.{12})$/,
    '$1-$2-$3-$4-$5',
  );
const organizationId = 'b1a23';
const leagueId = uuid('1eae0000000040008000', 1);
const competitionId = uuid('c0c00000000040008000', 1);
const seasonId = uuid('5ea50000000040008000', 2026);
const entityId = (id: string) => uuid('e0e00000000040008000', id);
const fixtureId = (id: string) => uuid('f1f00000000040008000', id);

export async function startAtriumFake(
  options: { key?: string; port?: number } = {},
): Promise<AtriumFake> {
  const key = options.key ?? 'atrium-fake-token';
  const season = seedSeason();
  const auth = { key };
  const wrap = (data: unknown[], url: URL) => {
    const items = page(data, url, 200);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const next =
      offset + items.length < data.length
        ? `${url.pathname}?limit=${items.length}&offset=${offset + items.length}`
        : null;
    return {
      status: 200,
      body: {
        meta: { count: data.length, limit: items.length, offset },
        links: { self: url.pathname, next },
        data: items,
      },
    };
  };
  const notFound = { status: 404, body: { error: { message: 'Not Found' } } };
  const entity = (t: SeedTeam) => ({
    entityId: entityId(t.id),
    organizationId,
    nameFullLocal: t.name,
    nameFullLatin: t.name,
    codeLocal: t.code,
    status: 'ACTIVE',
  });
  const fixture = (g: SeedGame) => ({
    fixtureId: fixtureId(g.id),
    seasonId,
    roundNumber: g.round,
    startTimeUTC: g.time,
    startTimeLocal: g.time.slice(0, 19),
    status: g.score ? 'CONFIRMED' : 'SCHEDULED',
    venueName: g.venue,
    competitors: [g.home, g.away].map((id, i) => ({
      entityId: entityId(id),
      isHome: i === 0,
      score: g.score ? String(i === 0 ? g.score.home : g.score.away) : null,
      resultStatus: g.score ? 'CONFIRMED' : null,
    })),
  });
  const league = { leagueId, nameLocal: 'Košarkaški savez Srbije', codeLocal: 'KSS' };
  const competition = { competitionId, leagueId, nameLocal: 'Prva ženska liga', codeLocal: 'PZL' };
  const seasonRow = {
    seasonId,
    competitionId,
    nameLocal: 'Prva ženska liga 2026/27',
    year: 2026,
    startDate: '2026-10-01',
    endDate: '2027-05-31',
  };
  const fake = await startFakeServer(
    (req, url) => {
      if (req.headers.authorization !== `Bearer ${auth.key}`) {
        return { status: 401, body: { error: { message: 'Unauthorized' } } };
      }
      const prefix = `/v1/basketball/o/${organizationId}`;
      if (!url.pathname.startsWith(prefix)) return notFound;
      const path = url.pathname.slice(prefix.length);
      let m: RegExpMatchArray | null;
      if (path === '/leagues') return wrap([league], url);
      if (path === '/competitions') {
        const wanted = url.searchParams.get('leagueId');
        return wrap(!wanted || wanted === leagueId ? [competition] : [], url);
      }
      if ((m = path.match(/^\/competitions\/([\w-]+)\/seasons$/)))
        return wrap(m[1] === competitionId ? [seasonRow] : [], url);
      if (path === '/seasons') return wrap([seasonRow], url);
      if ((m = path.match(/^\/seasons\/([\w-]+)$/)))
        return m[1] === seasonId ? { status: 200, body: { data: [seasonRow] } } : notFound;
      if ((m = path.match(/^\/seasons\/([\w-]+)\/entities$/)))
        return m[1] === seasonId ? wrap(season.teams.map(entity), url) : notFound;
      if ((m = path.match(/^\/seasons\/([\w-]+)\/fixtures$/)))
        return m[1] === seasonId ? wrap(season.games.map(fixture), url) : notFound;
      if ((m = path.match(/^\/entities\/([\w-]+)$/))) {
        const t = season.teams.find((x) => entityId(x.id) === m?.[1]);
        return t ? { status: 200, body: { data: [entity(t)] } } : notFound;
      }
      return notFound;
    },
    () => ({ data: [{ fixtureId: null, competitors: 'none', entityId: null }] }),
    { port: options.port },
  );
  return {
    ...fake,
    url: `${fake.url}/v1/basketball/o/${organizationId}`,
    key,
    auth,
    organizationId,
    season,
    leagueId,
    competitionId,
    seasonId,
  };
}
