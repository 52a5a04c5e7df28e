/**
 * What Courtside needs from a sports data provider, whichever it is: a row to browse, and one
 * season (or competition) with its teams and fixtures to import. Each adapter maps its own
 * wire shape onto these; the gateway compares them with what was imported before.
 */

/** The providers Courtside imports from; also the `provider` key of every external id. */
export type ProviderName = 'genius-sports' | 'atrium';

/** One row of a provider's hierarchy as the browse screens list it. */
export interface ProviderItem {
  id: string;
  name: string;
  /** A short second line: a year, a code, a date and the teams of a fixture. */
  detail: string | null;
}

export interface SnapshotTeam {
  externalId: string;
  name: string;
  code: string | null;
}

export type FixtureStatus = 'scheduled' | 'finished' | 'cancelled' | 'postponed' | 'live';

export interface SnapshotFixture {
  externalId: string;
  round: number;
  /** ISO-8601 in UTC. */
  time: string;
  venue: string | null;
  homeTeamId: string;
  awayTeamId: string;
  status: FixtureStatus;
  /** Final points, when the provider says the fixture is finished. */
  homeScore: number | null;
  awayScore: number | null;
}

/** A whole competition/season as read from the provider, all pages fetched. */
export interface SeasonSnapshot {
  provider: ProviderName;
  externalId: string;
  name: string;
  teams: SnapshotTeam[];
  fixtures: SnapshotFixture[];
}

export type ProviderErrorKind =
  | 'credentials'
  | 'not_configured'
  | 'unreachable'
  | 'timeout'
  | 'server'
  | 'malformed'
  | 'not_found';

/**
 * A provider call that failed, by meaning. The message never holds a credential nor the full
 * URL (Genius Sports accepts its key in the query string).
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    detail: string,
  ) {
    super(`${provider}: ${kind}: ${detail}`);
    this.name = 'ProviderError';
  }
}

/** The browse and import calls both adapters answer. */
export interface ProviderAdapter {
  readonly provider: ProviderName;
}
