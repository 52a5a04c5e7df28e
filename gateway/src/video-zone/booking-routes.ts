import { Router, type RequestHandler } from 'express';
import { bookRecordingSchema } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { bookRecording } from '../commands/recordings';
import { validate } from '../http/validate';
import { bookableClubContests, clubBookings } from '../queries/recordings';
import type { RepresentativeRow } from './representatives';

/**
 * The approved representative's recording bookings (issue 11): the club's bookings with the
 * matches it may still book, and a new booking. The club is always the account's own.
 */
export function bookingRoutes(deps: AreaDeps, guards: RequestHandler[]): Router {
  const { knex } = deps;
  const router = Router();

  router.get('/video-zone/bookings', ...guards, async (_req, res) => {
    const account = res.locals.account as RepresentativeRow;
    const club = account.pb_club_id ?? 0;
    res.json({
      data: await clubBookings(knex, club),
      matches: await bookableClubContests(knex, club, res.locals.now),
      club: account.club,
    });
  });

  router.post('/video-zone/bookings', ...guards, async (req, res) => {
    const body = validate(bookRecordingSchema, req.body);
    const account = res.locals.account as RepresentativeRow;
    res.status(201).json({ booking: await bookRecording(deps, req, account, body) });
  });

  return router;
}
