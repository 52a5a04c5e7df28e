import type {
  SeasonSnapshot,
  SnapshotFixture,
  SnapshotTeam,
} from '@courtside/integrations/providers';

/** What Courtside already holds for an external id: its own id and what it was made from. */
export interface Link {
  id: number;
  fingerprint: string;
}

export interface Links {
  league: Link | null;
  teams: Map<string, Link>;
  fixtures: Map<string, Link>;
  /** The result Courtside holds for each linked fixture's contest, by contest id. */
  results: Map<number, HeldResult>;
}

/** A contest's status and totals as Courtside shows them. */
export interface HeldResult {
  status: string;
  first: number;
  second: number;
}

/** A provider's final points for a fixture it says is finished. */
export interface FinalResult {
  home: number;
  away: number;
}

export type ChangeState = 'new' | 'changed' | 'unchanged';

export interface TeamChange {
  external_id: string;
  name: string;
  state: ChangeState;
  id: number | null;
}

export interface FixtureChange {
  external_id: string;
  round: number;
  time: string;
  venue: string | null;
  home: string;
  away: string;
  state: ChangeState;
  id: number | null;
  /** What changed, for a changed fixture: 'time', 'venue', 'result'. */
  fields: string[];
  /** The provider's final points when it says the fixture is finished. */
  result: FinalResult | null;
}

export interface ImportPlan {
  league: { name: string; state: ChangeState; id: number | null };
  teams: TeamChange[];
  fixtures: FixtureChange[];
  counts: Record<'teams' | 'fixtures', Record<ChangeState, number>>;
}

/** What a team is made from: its name (a changed one is renamed, LeagueTeamRenamed). */
export const teamFingerprint = (team: SnapshotTeam) => team.name;

/**
 * The final points of a fixture the provider says is finished; null before, and for one whose
 * start is still to come here (a provider's clock or data gone wrong: no result before the start).
 */
export function finalResultOf(fixture: SnapshotFixture, now: Date): FinalResult | null {
  if (fixture.status !== 'finished' || fixture.homeScore === null || fixture.awayScore === null) {
    return null;
  }
  if (Date.parse(fixture.time) > now.getTime()) return null;
  return { home: fixture.homeScore, away: fixture.awayScore };
}

/**
 * True when Courtside should take the provider's result: the contest holds another one (or none)
 * and is not postponed or called off in Courtside. A tie is no result a match can end with.
 */
export function resultDue(result: FinalResult | null, held: HeldResult | undefined): boolean {
  if (!result || result.home === result.away) return false;
  if (!held) return true;
  if (held.status === 'postponed' || held.status === 'cancelled') return false;
  return held.status !== 'finished' || held.first !== result.home || held.second !== result.away;
}

/** What a fixture is made from, as far as Courtside can update it: its time and venue. */
export const fixtureFingerprint = (fixture: SnapshotFixture) =>
  JSON.stringify([fixture.time, fixture.venue ?? '']);

function state(link: Link | undefined | null, fingerprint: string): ChangeState {
  if (!link) return 'new';
  return link.fingerprint === fingerprint ? 'unchanged' : 'changed';
}

function count<T extends { state: ChangeState }>(items: T[]) {
  const counts = { new: 0, changed: 0, unchanged: 0 };
  for (const item of items) counts[item.state] += 1;
  return counts;
}

/**
 * Compares a provider's season with what earlier imports made of it: each team and fixture
 * new, changed or unchanged. Pure; the preview shows it and the apply carries it out.
 */
export function planImport(snapshot: SeasonSnapshot, links: Links, now: Date): ImportPlan {
  const names = new Map(snapshot.teams.map((t) => [t.externalId, t.name]));
  const teams = snapshot.teams.map((team): TeamChange => {
    const link = links.teams.get(team.externalId);
    return {
      external_id: team.externalId,
      name: team.name,
      state: state(link, teamFingerprint(team)),
      id: link?.id ?? null,
    };
  });
  const fixtures = snapshot.fixtures.map((fixture): FixtureChange => {
    const link = links.fixtures.get(fixture.externalId);
    const fingerprint = fixtureFingerprint(fixture);
    const fields: string[] = [];
    if (link && link.fingerprint !== fingerprint) {
      const [time, venue] = JSON.parse(link.fingerprint) as [string, string];
      if (time !== fixture.time) fields.push('time');
      if (venue !== (fixture.venue ?? '')) fields.push('venue');
    }
    const result = finalResultOf(fixture, now);
    if (link && resultDue(result, links.results.get(link.id))) fields.push('result');
    return {
      external_id: fixture.externalId,
      round: fixture.round,
      time: fixture.time,
      venue: fixture.venue,
      home: names.get(fixture.homeTeamId) ?? fixture.homeTeamId,
      away: names.get(fixture.awayTeamId) ?? fixture.awayTeamId,
      state: link && fields.length > 0 ? 'changed' : state(link, fingerprint),
      id: link?.id ?? null,
      fields,
      result,
    };
  });
  return {
    league: {
      name: snapshot.name,
      state: links.league ? 'unchanged' : 'new',
      id: links.league?.id ?? null,
    },
    teams,
    fixtures,
    counts: { teams: count(teams), fixtures: count(fixtures) },
  };
}
