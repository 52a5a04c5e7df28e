import express, { type Router } from 'express';
import {
  appointmentActions,
  appointmentSchema,
  appointmentStates,
  type AppointmentAction,
  type AppointmentState,
} from '@courtside/events';
import * as yup from 'yup';
import { publicRoute, requires } from '../auth/permissions';
import { ValidationError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { localeOf } from '../i18n';
import { listQuery } from '../queries/paging';
import { schedulingSports, sportExists } from '../queries/video-zone';
import {
  arenaChoice,
  arenaChoices,
  bookAppointment,
  findAppointment,
  pageAppointments,
  setAppointmentState,
} from './appointments';
import type { PublicFormDeps } from './deps';
import { bookingReceived } from './mails';

const filterSchema = yup.object({
  filter: yup
    .string()
    .oneOf(['all', ...appointmentStates], 'invalid')
    .default('all'),
});
const actionSchema = yup.object({
  action: yup.string().oneOf(Object.keys(appointmentActions), 'invalid').required('required'),
});

/** Public booking of an arena slot, and the bookings' admin screen. */
export function appointmentRoutes(deps: PublicFormDeps): Router {
  const { knex, captcha, mailer, logger } = deps;
  const router = express.Router();
  const lister = requires({ kind: 'admin', ability: 'list.appointments' });

  // What the form offers: the sports shown on scheduling and the arenas.
  router.get('/appointments/options', publicRoute, async (_req, res) => {
    const [sports, arenas] = await Promise.all([schedulingSports(knex), arenaChoices(knex)]);
    res.json({ sports, arenas });
  });

  router.post('/appointments', publicRoute, async (req, res) => {
    const { captcha: payload, ...input } = validate(appointmentSchema, req.body);
    const now = res.locals.now;
    const fields: Record<string, ['unknownSport' | 'unknownArena' | 'appointmentInPast']> = {};
    if (!(await sportExists(knex, input.sport_id))) fields.sport_id = ['unknownSport'];
    const arena = await arenaChoice(knex, input.arena_id);
    if (!arena) fields.arena_id = ['unknownArena'];
    if (new Date(input.starts_at).getTime() <= now.getTime()) {
      fields.starts_at = ['appointmentInPast'];
    }
    const first = Object.values(fields)[0]?.[0];
    if (first) throw new ValidationError(fields, first);
    const id = await knex.transaction(async (trx) => {
      await captcha.claim(trx, payload);
      return bookAppointment(trx, input, { ip: req.ip ?? null, now });
    });
    res.status(201).json({ id, state: 'pending' });
    const mail = bookingReceived(localeOf(req), input.email, {
      name: input.full_name,
      arena: arena?.name ?? '',
      start: new Date(input.starts_at),
      duration: input.duration_minutes,
      home: input.home_team,
      away: input.away_team,
    });
    mailer.send(mail).catch((error: unknown) => {
      logger.warn({ err: error, appointment: id }, 'booking confirmation mail failed');
    });
  });

  router.get('/admin/appointments', lister, async (req, res) => {
    const { filter } = validate(filterSchema, req.query);
    const list = listQuery(req.query);
    res.json(await pageAppointments(knex, filter as AppointmentState | 'all', list));
  });

  router.post('/admin/appointments/:id/:action', lister, async (req, res) => {
    const id = idParam(req.params.id);
    const { action } = validate(actionSchema, { action: req.params.action });
    const state = appointmentActions[action as AppointmentAction];
    await setAppointmentState(knex, id, state, res.locals.now);
    res.json(await findAppointment(knex, id));
  });

  return router;
}
