import type { Request, Response } from 'express';
import type { AccountEvent, EventStore } from '@courtside/events';
import { recordAccountEvent, requestMetadata } from '../audit/record-account-event';
import type { AreaDeps } from '../area-deps';

/** The event log; every gateway is started with one, so its absence is a wiring fault. */
export function storeOf(deps: AreaDeps): EventStore {
  if (!deps.store) throw new Error('identity routes need the event store');
  return deps.store;
}

/** Appends account events for this request, in order (the actor is the signed-in account). */
export async function recordAccount(
  deps: AreaDeps,
  req: Request,
  res: Response,
  events: AccountEvent[],
): Promise<void> {
  const store = storeOf(deps);
  for (const event of events) await recordAccountEvent(store, requestMetadata(req, res), event);
}
