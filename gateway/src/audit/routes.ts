import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import {
  auditModels,
  isCourtsideEventType,
  type AuditModel,
  type EventStore,
} from '@courtside/events';
import { requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';
import { NotFoundError, UpstreamUnavailableError } from '../errors';
import { idParam, isoDay } from '../http/params';
import { validate } from '../http/validate';
import { accountNames, type ActorNames } from '../queries/actor-names';
import { listAuditLog, type AuditFilters } from '../queries/audit-log';
import { history, stateAt, type TeamLeague } from '../queries/history';
import { firstLeagueOfTeam } from '../queries/teams';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD, UTC) or an ISO-8601 time; `end` makes a day mean up to its end. */
function toTime(value: string, end: boolean): Date | null {
  if (day.test(value)) {
    const [year = '', month = '', date = ''] = value.split('-');
    const iso = isoDay(year, month, date);
    if (!iso) return null;
    const start = new Date(`${iso}T00:00:00.000Z`);
    return end ? new Date(start.getTime() + 24 * 60 * 60 * 1000) : start;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

const timeText = yup
  .string()
  .typeError('invalid')
  .trim()
  .test('time', 'invalid', (value) => value === undefined || toTime(value, false) !== null);
const pageNumber = yup.number().typeError('validNumber').integer('validNumber');
const logsSchema = yup.object({
  user: yup.string().typeError('invalid').trim().max(64, 'invalid'),
  model: yup.mixed<AuditModel>().oneOf([...auditModels], 'invalid'),
  event: yup
    .string()
    .typeError('invalid')
    .trim()
    .test('event', 'invalid', (value) => value === undefined || isCourtsideEventType(value)),
  from: timeText,
  to: timeText,
  page: pageNumber.min(1, 'validNumber').default(1),
  per_page: pageNumber.min(1, 'validNumber').max(100, 'validNumber').default(10),
});

function modelParam(value: unknown): AuditModel {
  const model = auditModels.find((name) => name === value);
  if (!model) throw new NotFoundError();
  return model;
}

function revisionParam(value: unknown): number {
  if (typeof value !== 'string' || !/^(0|[1-9]\d{0,8})$/.test(value)) throw new NotFoundError();
  return Number(value);
}

/**
 * Super-admin only: GET /logs (the audit log with filters and paging), GET /history/:model/:id
 * (a model's events as a timeline) and GET /history/:model/:id/at/:revision (its whole state
 * after that event), the last two folded from the event log.
 */
export function auditRoutes(options: { knex: Knex; store?: EventStore }): Router {
  const { knex, store } = options;
  const router = Router();
  const superAdmin = requires({ kind: 'admin', ability: superAdminRole });
  const teamLeague: TeamLeague = (teamId) => firstLeagueOfTeam(knex, teamId);
  const actorNames: ActorNames = (actors) => accountNames(knex, actors);
  const eventStore = (): EventStore => {
    if (!store) throw new UpstreamUnavailableError();
    return store;
  };

  router.get('/logs', superAdmin, async (req, res) => {
    const query = validate(logsSchema, req.query);
    const filters: AuditFilters = {
      user: query.user || undefined,
      model: query.model,
      event: query.event || undefined,
      from: query.from ? (toTime(query.from, false) ?? undefined) : undefined,
      to: query.to ? (toTime(query.to, true) ?? undefined) : undefined,
    };
    res.json(await listAuditLog(knex, filters, query.page, query.per_page));
  });

  router.get('/history/:model/:id', superAdmin, async (req, res) => {
    const model = modelParam(req.params.model);
    const timeline = await history(
      eventStore(),
      model,
      idParam(req.params.id),
      teamLeague,
      actorNames,
    );
    if (!timeline) throw new NotFoundError();
    res.json({ data: timeline });
  });

  router.get('/history/:model/:id/at/:revision', superAdmin, async (req, res) => {
    const model = modelParam(req.params.model);
    const id = idParam(req.params.id);
    const snapshot = await stateAt(
      eventStore(),
      model,
      id,
      revisionParam(req.params.revision),
      teamLeague,
    );
    if (!snapshot) throw new NotFoundError();
    res.json(snapshot);
  });

  return router;
}
