/**
 * Atrium Sports DataCore REST API (basketball), v1, read side.
 *
 * What we found, and where:
 * - The official Python SDK's description (pypi.org/project/atriumsports-sdk, "Python module
 *   to make use of the Atrium Sports Datacore API"): every path sits under an organization,
 *   `datacore.get("/o/b1a23/competitions", limit=500)`, one sport per client
 *   (`"sport": "basketball"`), and an OpenAPI client with `CompetitionsApi.competition_list
 *   (sport=..., organization_id=...)`, `EntitiesApi`, etc. Authentication there is OAuth2
 *   client credentials exchanged for a bearer token; the DataCore OpenAPI text (Sportradar
 *   DataCore, docs.sportradar.com/datacore) names the same scheme ("OAuth2",
 *   `read:organization`) and the server `https://api.dc.connect.sportradar.com/v1`.
 * - Field names from the SDK's generated models and open client code: `entityId`,
 *   `nameFullLocal`, `codeLocal`, `organizationId`, `seasonId`, `nameLocal`; fixtures with
 *   `fixtureId`, `startTimeUTC`, `competitors[]` of `{ entityId, isHome, score,
 *   resultStatus }` (an Atrium-hosted fixtures page's data); lists as `{ data: [...], meta,
 *   links }` paged by `limit`/`offset`.
 * - Not found in the corpora: the exact leagues path and the fixture `status` values; we use
 *   `/o/{org}/leagues` and `/o/{org}/competitions?leagueId=` and the statuses `SCHEDULED`,
 *   `IN_PROGRESS`, `FINISHED`/`CONFIRMED`, `CANCELLED`, `POSTPONED`.
 * Courtside's Atrium tab stores a URL (up to and with `/o/{organizationId}`) and a key; the key
 * is sent as the bearer token (a token already exchanged from the client credentials).
 */
import { defaultTimeoutMs, getJson, optionalInteger, optionalText, record, text } from '../http';
import {
  ProviderError,
  type FixtureStatus,
  type ProviderItem,
  type SeasonSnapshot,
  type SnapshotFixture,
  type SnapshotTeam,
} from '../model';

export interface AtriumConfig {
  /** e.g. https://api.dc.atriumsports.com/v1/basketball/o/b1a23 */
  url: string;
  key: string;
  timeoutMs?: number;
  pageSize?: number;
}

const provider = 'atrium';

function statusOf(value: string | null): FixtureStatus {
  switch (value) {
    case 'FINISHED':
    case 'CONFIRMED':
      return 'finished';
    case 'IN_PROGRESS':
      return 'live';
    case 'CANCELLED':
      return 'cancelled';
    case 'POSTPONED':
      return 'postponed';
    default:
      return 'scheduled';
  }
}

function iso(value: string): string {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new ProviderError(provider, 'malformed', 'startTimeUTC');
  return parsed.toISOString();
}

/** A typed DataCore client for one organization: lists fully paged, answers checked. */
export function atriumClient(config: AtriumConfig) {
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const pageSize = config.pageSize ?? 200;
  if (!config.url || !config.key) {
    throw new ProviderError(provider, 'not_configured', 'the Atrium tab has no URL or key');
  }
  const base = config.url.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${config.key}` };

  async function list(path: string, query: Record<string, string> = {}) {
    const items: Record<string, unknown>[] = [];
    for (let offset = 0; ; offset += pageSize) {
      const url = new URL(`${base}${path}`);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      url.searchParams.set('limit', String(pageSize));
      url.searchParams.set('offset', String(offset));
      const body = record(provider, await getJson(provider, url, headers, timeoutMs), 'answer');
      if (!Array.isArray(body.data))
        throw new ProviderError(provider, 'malformed', 'data is not a list');
      items.push(...body.data.map((item) => record(provider, item, 'item')));
      if (body.data.length < pageSize) return items;
    }
  }

  async function one(path: string) {
    const body = record(
      provider,
      await getJson(provider, new URL(`${base}${path}`), headers, timeoutMs),
      'answer',
    );
    const item = Array.isArray(body.data) ? body.data[0] : body.data;
    if (item === undefined) throw new ProviderError(provider, 'not_found', path);
    return record(provider, item, 'item');
  }

  const named =
    (idField: string, detailField?: string) =>
    (item: Record<string, unknown>): ProviderItem => ({
      id: text(provider, item, idField),
      name: optionalText(item, 'nameLocal') ?? text(provider, item, 'nameFullLocal'),
      detail: detailField ? optionalText(item, detailField) : null,
    });

  const entity = (item: Record<string, unknown>): SnapshotTeam => ({
    externalId: text(provider, item, 'entityId'),
    name: text(provider, item, 'nameFullLocal'),
    code: optionalText(item, 'codeLocal'),
  });

  function fixture(item: Record<string, unknown>): SnapshotFixture {
    const competitors = item.competitors;
    if (!Array.isArray(competitors) || competitors.length !== 2) {
      throw new ProviderError(provider, 'malformed', 'a fixture without two competitors');
    }
    const sides = competitors.map((c) => record(provider, c, 'competitor'));
    const home = sides.find((c) => c.isHome === true) ?? sides[0];
    const away = sides.find((c) => c !== home);
    if (!home || !away) throw new ProviderError(provider, 'malformed', 'competitors');
    const status = statusOf(optionalText(item, 'status'));
    const finished = status === 'finished';
    return {
      externalId: text(provider, item, 'fixtureId'),
      round: optionalInteger(item.roundNumber) ?? 1,
      time: iso(text(provider, item, 'startTimeUTC')),
      venue: optionalText(item, 'venueName'),
      homeTeamId: text(provider, home, 'entityId'),
      awayTeamId: text(provider, away, 'entityId'),
      status,
      homeScore: finished ? optionalInteger(home.score) : null,
      awayScore: finished ? optionalInteger(away.score) : null,
    };
  }

  return {
    provider,
    async categories(): Promise<ProviderItem[]> {
      return (await list('/leagues')).map(named('leagueId', 'codeLocal'));
    },
    async competitions(leagueId: string): Promise<ProviderItem[]> {
      return (await list('/competitions', { leagueId })).map(named('competitionId', 'codeLocal'));
    },
    async competitionSeasons(competitionId: string): Promise<ProviderItem[]> {
      return (await list(`/competitions/${encodeURIComponent(competitionId)}/seasons`)).map(
        named('seasonId', 'year'),
      );
    },
    async seasons(): Promise<ProviderItem[]> {
      return (await list('/seasons')).map(named('seasonId', 'year'));
    },
    async fixtures(seasonId: string): Promise<SnapshotFixture[]> {
      return (await list(`/seasons/${encodeURIComponent(seasonId)}/fixtures`)).map(fixture);
    },
    async seasonEntities(seasonId: string): Promise<SnapshotTeam[]> {
      return (await list(`/seasons/${encodeURIComponent(seasonId)}/entities`)).map(entity);
    },
    async entity(entityId: string): Promise<SnapshotTeam> {
      return entity(await one(`/entities/${encodeURIComponent(entityId)}`));
    },
    /** The season with all its entities and fixtures; any failure fails the whole read. */
    async snapshot(seasonId: string): Promise<SeasonSnapshot> {
      const season = await one(`/seasons/${encodeURIComponent(seasonId)}`);
      const teams = await this.seasonEntities(seasonId);
      const fixtures = await this.fixtures(seasonId);
      const known = new Set(teams.map((t) => t.externalId));
      for (const f of fixtures) {
        if (!known.has(f.homeTeamId) || !known.has(f.awayTeamId)) {
          throw new ProviderError(
            provider,
            'malformed',
            `fixture ${f.externalId} names an entity not in the season`,
          );
        }
      }
      return {
        provider,
        externalId: seasonId,
        name: text(provider, season, 'nameLocal'),
        teams,
        fixtures,
      };
    },
  };
}

export type AtriumClient = ReturnType<typeof atriumClient>;
