import { randomUUID } from 'node:crypto';
import { type ActorKind, type EventMetadata } from '@courtside/events';
import { ForbiddenError, ValidationError } from './errors';
import type { HandleOptions } from './handle';

/** Who is asking, and how: what a caller of the in-process API or an HTTP request supplies. */
export interface CommandMeta {
  /** Defaults to the system actor (seeders, scripts). */
  actor?: { kind: ActorKind; id: string | null };
  ip?: string | null;
  userAgent?: string | null;
  /** Generated when absent, so every event can be traced back to its request. */
  correlationId?: string | null;
  causationId?: string | null;
  /** Same key, same request: a retry stores nothing twice and answers the same result. */
  idempotencyKey?: string | null;
  /**
   * Decide "as of" this time instead of the service clock. In-process only (the demo seeder
   * records past results as of their contest time); HTTP never sets it.
   */
  now?: Date | string;
}

/** The decision time: the caller's override or the clock, as an ISO-8601 string. */
export function decisionTime(meta: CommandMeta, clock: () => Date): string {
  const now = meta.now === undefined ? clock() : new Date(meta.now);
  if (Number.isNaN(now.getTime())) throw ValidationError.field('now', 'invalid');
  return now.toISOString();
}

/** The metadata every event of this command carries. */
export function eventMetadata(meta: CommandMeta, at: string): EventMetadata {
  return {
    actor: meta.actor ?? { kind: 'system', id: null },
    ip: meta.ip ?? null,
    userAgent: meta.userAgent ?? null,
    correlationId: meta.correlationId || randomUUID(),
    causationId: meta.causationId ?? null,
    at,
  };
}

/**
 * How a command's events are appended: with its metadata and under its idempotency key, and
 * for a create, only where the stream does not exist yet (for an edit, only at the revision
 * the caller saw, when it sent one).
 */
export function appendOptions(
  meta: CommandMeta,
  now: string,
  expectedRevision?: number | 'no_stream',
): HandleOptions {
  return {
    metadata: eventMetadata(meta, now),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
    idempotencyKey: meta.idempotencyKey,
  };
}

/**
 * A coarse check by actor kind. Fine-grained permissions (which official, which league) are
 * gateway's; this keeps a representative or an API key from writing even if gateway slips.
 */
export function authorise(meta: CommandMeta, allowed: readonly ActorKind[]): void {
  const kind = meta.actor?.kind ?? 'system';
  if (!allowed.includes(kind)) throw new ForbiddenError();
}

/** Administrators and the system manage leagues, categories, teams and the schedule. */
export const organisers: readonly ActorKind[] = ['admin', 'system'];
/** Officials also enter results. */
export const scorers: readonly ActorKind[] = ['official', 'admin', 'system'];
