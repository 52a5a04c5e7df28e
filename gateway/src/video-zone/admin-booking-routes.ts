import { Router } from 'express';
import * as yup from 'yup';
import { bookingActions, bookingStates, type BookingAction } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { requires } from '../auth/permissions';
import { takeBookingStep } from '../commands/recordings';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { pageField } from '../http/page';
import { validate } from '../http/validate';
import { adminBookings, bookingById, videoZoneLeagues } from '../queries/recordings';

const filterSchema = yup.object({
  state: yup.mixed<(typeof bookingStates)[number]>().oneOf([...bookingStates], 'invalid'),
  league_id: yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(1, 'validNumber')
    .max(2_147_483_647, 'validNumber'),
  date: yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid' })
    .test('calendar', 'invalid', (value) => !value || !Number.isNaN(Date.parse(value))),
  page: pageField,
});

function actionParam(raw: unknown): BookingAction {
  const action = bookingActions.find((known) => known === raw);
  if (!action) throw new NotFoundError();
  return action;
}

/**
 * Administration › leagues › video on demand (spec §2 adminVideoOnDemand, list.leagues): the
 * bookings filtered by state, league and day, and the steps an administrator takes on one.
 */
export function adminBookingRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const admin = requires({ kind: 'admin', ability: 'list.leagues' });

  router.get('/admin/video-on-demand', admin, async (req, res) => {
    const { page, ...filters } = validate(filterSchema, req.query);
    res.json({
      ...(await adminBookings(knex, filters, page)),
      leagues: await videoZoneLeagues(knex),
    });
  });

  router.post('/admin/video-on-demand/:id/:action', admin, async (req, res) => {
    const id = idParam(req.params.id);
    const action = actionParam(req.params.action);
    if (!(await bookingById(knex, id))) throw new NotFoundError();
    const account = res.locals.account as Parameters<typeof takeBookingStep>[2];
    res.json({ booking: await takeBookingStep(deps, req, account, id, action, req.body) });
  });

  return router;
}
