import { Router } from 'express';
import { bookingActions, type BookingStepInput } from '@courtside/events';
import type { Commands } from '../commands';
import { onBody, onRecord } from '../core/command-handler';

/** `POST /recordings` (a club's request), `POST /recordings/:id/<action>` (an admin's step). */
export function recordingRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/recordings', onBody(commands.requestRecording, 201));
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
