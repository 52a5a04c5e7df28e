import { createHash } from 'node:crypto';
/** The external services the outbox delivers to; each has its own queue, so one never blocks another. */
export const destinations = ['scoreboard', 'workflow'] as const;
export type DestinationName = (typeof destinations)[number];

/** What each destination hears (docs/scoreboard-service.md, docs/workflow-service.md). */
export const destinationKinds: Record<DestinationName, readonly SyncJob['kind'][]> = {
  scoreboard: ['match', 'roster'],
  workflow: ['match'],
};

/** A configured destination: where it lives and the bearer token it expects. */
export interface DestinationEndpoint {
  url: string;
  token: string;
}

/** pg-boss queue names: deliveries, and the dead letters administrators see. */
export const queueOf = (destination: DestinationName) => `sync-${destination}`;
export const deadQueueOf = (destination: DestinationName) => `sync-${destination}-dead`;

/**
 * One delivery in the outbox: a PUT of `body` to `path` on the destination. The document is
 * taken when the job is enqueued (the read models at the event's position), so a retry sends the
 * same bytes under the same Idempotency-Key.
 */
export interface SyncJob {
  destination: DestinationName;
  kind: 'match' | 'roster';
  leagueId: number;
  /** The match's id for a match delivery. */
  matchId?: number;
  path: string;
  /** Sent as `Idempotency-Key`: the destination, the document and the event that caused it. */
  idempotencyKey: string;
  body: unknown;
  /**
   * `documentDigest(body)`, taken when the job is enqueued and recorded as the destination's
   * latest for `path`: a job whose digest is no longer the latest carries an old document and
   * is never sent over the newer one. Absent on jobs enqueued before digests were kept.
   */
  digest?: string;
}

/** The digest a document is recorded under: SHA-256 of its JSON as enqueued. */
export function documentDigest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export function matchPath(destination: DestinationName, leagueId: number, matchId: number) {
  void destination;
  return `/v1/leagues/${leagueId}/matches/${matchId}`;
}

export function rosterPath(leagueId: number) {
  return `/v1/leagues/${leagueId}/roster`;
}
