import { Router, type RequestHandler } from 'express';
import { bookingStepSchema, bookRecordingSchema } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { bookRecording, withdrawBooking } from '../commands/recordings';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import {
  bookableClubContests,
  bookingById,
  clubBookings,
  recordingOffers,
} from '../queries/recordings';
import type { RepresentativeRow } from './representatives';

/**
 * The approved representative's recording bookings (issue 11): the club's bookings with the
 * matches it may still book and the packages each match's league offers, a new booking, and
 * cancelling one of the club's. The club is always the account's own.
 */
export function bookingRoutes(deps: AreaDeps, guards: RequestHandler[]): Router {
  const { knex } = deps;
  const router = Router();

  router.get('/video-zone/bookings', ...guards, async (_req, res) => {
    const account = res.locals.account as RepresentativeRow;
    const club = account.pb_club_id ?? 0;
    const matches = await bookableClubContests(knex, club, res.locals.now);
    res.json({
      data: await clubBookings(knex, club),
      matches,
      offers: await recordingOffers(
        knex,
        matches.map((match) => match.league_id),
      ),
      club: account.club,
    });
  });

  router.post('/video-zone/bookings', ...guards, async (req, res) => {
    const body = validate(bookRecordingSchema, req.body);
    const account = res.locals.account as RepresentativeRow;
    res.status(201).json({ booking: await bookRecording(deps, req, account, body) });
  });

  router.post('/video-zone/bookings/:id/cancel', ...guards, async (req, res) => {
    const id = idParam(req.params.id);
    const body = validate(bookingStepSchema, req.body);
    if (!(await bookingById(knex, id))) throw new NotFoundError();
    const account = res.locals.account as RepresentativeRow;
    res.json({ booking: await withdrawBooking(deps, req, account, id, body) });
  });

  return router;
}
