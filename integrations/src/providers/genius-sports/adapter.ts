/**
 * Genius Sports Data Warehouse REST API (basketball), v1.
 *
 * What we found, and where:
 * - "Data Warehouse/Statistics Engine — REST API: to query information regarding matches,
 *   players, statistics" (https://developer.geniussports.com, reference at
 *   developer.geniussports.com/warehouse/rest/index_basketball.html, not itself in the corpora).
 * - Base `https://api.wh.geniussports.com/v1/basketball`; the key in an `x-api-key` header (or
 *   `?ak=`); lists wrapped as `{ response: { data: [...] } }`; paging by `limit` (500 at most)
 *   and `offset`; paths `/leagues`, `/leagues/{id}/competitions`, `/competitions/{id}/matches`,
 *   `/competitions/{id}/teams`, `/teams/{id}`; a match has `matchId`, `matchStatus`
 *   (`COMPLETE` when played), `matchTimeUTC` ("YYYY-MM-DD HH:MM:SS"), `competitors[]` with
 *   `teamId`, `competitorName`, `teamCode`, `isHomeCompetitor`, `scoreString`. Read from open
 *   client code that calls it: a Warehouse client (`geniusFetch`, "Auth: x-api-key header",
 *   "API max 500 per page", `raw.response.data`, `m.matchStatus === "COMPLETE"`), a CEBL
 *   schedule reader (`/competitions/37308/matcheslive?ak=…&limit=500`, `json.response.data`,
 *   `event.matchTimeUTC.replace(" ", "T") + "Z"`) and a Tauihi backend (`/leagues/{id}/teams`
 *   with `x-api-key`). `roundNumber`, `venueName` and `leagueName`/`competitionName` follow
 *   the same naming; they are what we could not confirm field by field.
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

export interface GeniusSportsConfig {
  /** e.g. https://api.wh.geniussports.com/v1/basketball */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  /** Page size; the Warehouse allows 500 at most. */
  pageSize?: number;
}

const provider = 'genius-sports';

function statusOf(value: string | null): FixtureStatus {
  switch (value) {
    case 'COMPLETE':
    case 'FINISHED':
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

/** "2026-10-03 18:00:00" (UTC) as ISO-8601, or malformed. */
function utc(value: string): string {
  const parsed = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(parsed.getTime()))
    throw new ProviderError(provider, 'malformed', 'matchTimeUTC');
  return parsed.toISOString();
}

/** A typed client of the Warehouse: every list fully paged, every answer checked. */
export function geniusSportsClient(config: GeniusSportsConfig) {
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const pageSize = config.pageSize ?? 500;
  if (!config.url || !config.apiKey) {
    throw new ProviderError(provider, 'not_configured', 'GENIUS_SPORTS_URL or key missing');
  }
  const base = config.url.replace(/\/+$/, '');

  async function list(path: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    for (let offset = 0; ; offset += pageSize) {
      const url = new URL(`${base}${path}`);
      url.searchParams.set('limit', String(pageSize));
      url.searchParams.set('offset', String(offset));
      const body = record(
        provider,
        await getJson(provider, url, { 'x-api-key': config.apiKey }, timeoutMs),
        'answer',
      );
      const data = record(provider, body.response, 'response').data;
      if (!Array.isArray(data))
        throw new ProviderError(provider, 'malformed', 'response.data is not a list');
      items.push(...data.map((item) => record(provider, item, 'item')));
      if (data.length < pageSize) return items;
    }
  }

  async function one(path: string): Promise<Record<string, unknown>> {
    const url = new URL(`${base}${path}`);
    const body = record(
      provider,
      await getJson(provider, url, { 'x-api-key': config.apiKey }, timeoutMs),
      'answer',
    );
    const data = record(provider, body.response, 'response').data;
    const item = Array.isArray(data) ? data[0] : data;
    if (item === undefined) throw new ProviderError(provider, 'not_found', path);
    return record(provider, item, 'item');
  }

  const team = (item: Record<string, unknown>): SnapshotTeam => ({
    externalId: text(provider, item, 'teamId'),
    name: text(provider, item, 'teamName'),
    code: optionalText(item, 'teamCode'),
  });

  function fixture(item: Record<string, unknown>): SnapshotFixture {
    const competitors = item.competitors;
    if (!Array.isArray(competitors) || competitors.length !== 2) {
      throw new ProviderError(provider, 'malformed', 'a match without two competitors');
    }
    const sides = competitors.map((c) => record(provider, c, 'competitor'));
    const home = sides.find((c) => Number(c.isHomeCompetitor) === 1) ?? sides[0];
    const away = sides.find((c) => c !== home);
    if (!home || !away) throw new ProviderError(provider, 'malformed', 'competitors');
    const status = statusOf(optionalText(item, 'matchStatus'));
    const finished = status === 'finished';
    return {
      externalId: text(provider, item, 'matchId'),
      round: optionalInteger(item.roundNumber) ?? 1,
      time: utc(text(provider, item, 'matchTimeUTC')),
      venue: optionalText(item, 'venueName'),
      homeTeamId: text(provider, home, 'teamId'),
      awayTeamId: text(provider, away, 'teamId'),
      status,
      homeScore: finished ? optionalInteger(home.scoreString) : null,
      awayScore: finished ? optionalInteger(away.scoreString) : null,
    };
  }

  return {
    provider,
    async leagues(): Promise<ProviderItem[]> {
      return (await list('/leagues')).map((item) => ({
        id: text(provider, item, 'leagueId'),
        name: text(provider, item, 'leagueName'),
        detail: optionalText(item, 'leagueAbbrev'),
      }));
    },
    async competitions(leagueId: string): Promise<ProviderItem[]> {
      return (await list(`/leagues/${encodeURIComponent(leagueId)}/competitions`)).map((item) => ({
        id: text(provider, item, 'competitionId'),
        name: text(provider, item, 'competitionName'),
        detail: optionalText(item, 'year'),
      }));
    },
    async matches(competitionId: string): Promise<SnapshotFixture[]> {
      return (await list(`/competitions/${encodeURIComponent(competitionId)}/matches`)).map(
        fixture,
      );
    },
    async teams(competitionId: string): Promise<SnapshotTeam[]> {
      return (await list(`/competitions/${encodeURIComponent(competitionId)}/teams`)).map(team);
    },
    async team(teamId: string): Promise<SnapshotTeam> {
      return team(await one(`/teams/${encodeURIComponent(teamId)}`));
    },
    /** The competition with all its teams and matches; any failure fails the whole read. */
    async snapshot(competitionId: string): Promise<SeasonSnapshot> {
      const competition = await one(`/competitions/${encodeURIComponent(competitionId)}`);
      const [teams, fixtures] = [
        await this.teams(competitionId),
        await this.matches(competitionId),
      ];
      const known = new Set(teams.map((t) => t.externalId));
      for (const f of fixtures) {
        if (!known.has(f.homeTeamId) || !known.has(f.awayTeamId)) {
          throw new ProviderError(
            provider,
            'malformed',
            `match ${f.externalId} names a team not in the competition`,
          );
        }
      }
      return {
        provider,
        externalId: competitionId,
        name: text(provider, competition, 'competitionName'),
        teams,
        fixtures,
      };
    },
  };
}

export type GeniusSportsClient = ReturnType<typeof geniusSportsClient>;
