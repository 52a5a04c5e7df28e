import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  eventSchemas,
  streams,
  type AccountEvent,
  type ActorKind,
  type EventMetadata,
  type EventStore,
} from '@courtside/events';

/** Who did it: the signed-in account, or the system for what nobody signed in caused. */
export interface AccountEventActor {
  kind: ActorKind;
  id: string | null;
}

/** The actor, IP and user agent of a request, as every event's metadata names them. */
export function requestMetadata(
  req: Request,
  res: Response,
  actor?: AccountEventActor,
): EventMetadata {
  const account = res.locals.account;
  return {
    actor:
      actor ??
      (account ? { kind: account.kind, id: String(account.id) } : { kind: 'system', id: null }),
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    correlationId: req.get('x-correlation-id') || randomUUID(),
    causationId: null,
    at: res.locals.now.toISOString(),
  };
}

/**
 * Appends an account event (stream `account-<id>`) after gateway's own tables changed, so the
 * audit log and history replay show who changed an account, when and from where. The event is
 * checked against the catalogue's schema first; secrets never travel in account events.
 */
export async function recordAccountEvent(
  store: EventStore,
  metadata: EventMetadata,
  event: AccountEvent,
): Promise<void> {
  await recordAccountEvents(store, metadata, [event]);
}

/**
 * Several events of one account in one append: all are recorded or none is, so a caller that
 * undoes its table change when this throws leaves nothing half-done behind.
 */
export async function recordAccountEvents(
  store: EventStore,
  metadata: EventMetadata,
  events: [AccountEvent, ...AccountEvent[]],
): Promise<void> {
  for (const event of events) await eventSchemas[event.type].validate(event.data, { strict: true });
  await store.append(
    streams.account(events[0].data.accountId),
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
    { expectedRevision: 'any' },
  );
}
