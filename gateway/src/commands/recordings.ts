import type { Request } from 'express';
import type {
  BookingAction,
  BookingStepInput,
  BookRecordingInput,
  RecordingBooking,
} from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import type { AccountRow } from '../db/tables';
import { ForbiddenError, RelayedError } from '../errors';
import { bookingById } from '../queries/recordings';
import { ConflictAnswer } from './forward';
import { sendAndWait } from './send';

/**
 * Forwards a step on a booking; a booking that moved since the screen loaded it (the revision
 * it sent is stale, or a concurrent step landed first) is answered 409 with command-service's
 * words, never a 500.
 */
async function step(...args: Parameters<typeof sendAndWait>): Promise<void> {
  try {
    await sendAndWait(...args);
  } catch (error) {
    if (error instanceof ConflictAnswer) throw new RelayedError(409, error.body);
    throw error;
  }
}

/** The booking a command answered for, as the read model shows it once it is there. */
async function bookingAfter(deps: AreaDeps, id: unknown): Promise<RecordingBooking | null> {
  return typeof id === 'number' ? bookingById(deps.knex, id) : null;
}

/**
 * A representative books a match of their club: the club is the one their account belongs to,
 * whatever the body says. command-service decides (the club's match, still to come, a
 * video-zone league, one booking per match per club) and its 403 or 422 is relayed.
 */
export async function bookRecording(
  deps: AreaDeps,
  req: Request,
  account: AccountRow & { pb_club_id: number | null },
  body: BookRecordingInput,
): Promise<RecordingBooking | null> {
  if (!account.pb_club_id) throw new ForbiddenError();
  const answer = await sendAndWait(deps, req, account, 'POST', '/recordings', {
    ...body,
    club_id: account.pb_club_id,
  });
  return bookingAfter(deps, answer.id);
}

/** An administrator's step on a booking; answers the booking as it now stands. */
export async function takeBookingStep(
  deps: AreaDeps,
  req: Request,
  account: AccountRow,
  id: number,
  action: BookingAction,
  body: unknown,
): Promise<RecordingBooking | null> {
  await step(deps, req, account, 'POST', `/recordings/${id}/${action}`, body);
  return bookingAfter(deps, id);
}

/**
 * A representative cancels a booking of their club, saying why: the club is the account's own,
 * so command-service answers 403 for another club's booking and 422 once filming has started.
 */
export async function withdrawBooking(
  deps: AreaDeps,
  req: Request,
  account: AccountRow & { pb_club_id: number | null },
  id: number,
  body: BookingStepInput,
): Promise<RecordingBooking | null> {
  if (!account.pb_club_id) throw new ForbiddenError();
  await step(deps, req, account, 'POST', `/recordings/${id}/withdraw`, {
    ...body,
    club_id: account.pb_club_id,
  });
  return bookingAfter(deps, id);
}
