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
