import { Router } from 'express';
import {
  bookingActions,
  type BookingStepInput,
  type WithdrawBookingInput,
} from '@courtside/events';
import type { Commands } from '../commands';
import { onBody, onRecord } from '../core/command-handler';

/**
 * `POST /recordings` (a club's request), `POST /recordings/:id/withdraw` (the club's own
 * cancellation), `POST /recordings/:id/<action>` (an admin's step).
 */
export function recordingRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/recordings', onBody(commands.requestRecording, 201));
  router.post(
    '/recordings/:id/withdraw',
    onRecord((id, input: WithdrawBookingInput, meta) => commands.withdrawBooking(id, input, meta)),
  );
  for (const action of bookingActions) {
    router.post(
      `/recordings/:id/${action}`,
      onRecord((id, input: BookingStepInput, meta) =>
        commands.takeBookingStep(action, id, input, meta),
      ),
    );
  }
  return router;
}
