/** Who caused an event. Secrets never appear here: ids only. */
export type ActorKind = 'official' | 'admin' | 'representative' | 'api_key' | 'system';

/** Metadata every event carries: the audit log is a projection of it. */
export interface EventMetadata {
  actor: { kind: ActorKind; id: string | null };
  ip: string | null;
  userAgent: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 time the command was decided, from the injected clock. */
  at: string;
}

/**
 * The metadata of an event the system records itself, outside any request (the demo seeder,
 * start-up settings): no person, no address, a fresh correlation id.
 */
export function systemMetadata(at: Date): EventMetadata {
  return {
    actor: { kind: 'system', id: null },
    ip: null,
    userAgent: null,
    correlationId: globalThis.crypto.randomUUID(),
    causationId: null,
    at: at.toISOString(),
  };
}
