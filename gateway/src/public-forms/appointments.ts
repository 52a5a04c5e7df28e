import type { Knex } from 'knex';
import type { AppointmentInput, AppointmentState } from '@courtside/events';
import { HttpError, NotFoundError } from '../errors';
import { translate, type Locale } from '../i18n';
import { paginate, type ListQuery, type Page } from '../queries/paging';

/** PostgreSQL's exclusion_violation: the no-overlap constraint refused the row. */
const exclusionViolation = '23P01';

/** The arena is taken at that time: 409 with the text on the start time field too. */
export class AppointmentOverlapError extends HttpError {
  readonly status = 409;
  constructor() {
    super('appointmentOverlap');
  }
  override body(locale: Locale) {
    const text = translate(locale, 'appointmentOverlap');
    return { message: text, errors: { starts_at: [text] } };
  }
}

function isOverlap(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === exclusionViolation
  );
}

export interface AppointmentRow {
  id: number;
  created_at: Date;
  full_name: string;
  email: string;
  phone: string;
  sport_id: number;
  sport: string | null;
  arena_id: number;
  arena: string | null;
  tournament: string | null;
  home_team: string;
  away_team: string;
  starts_at: Date;
  duration_minutes: number;
  notes: string;
  state: AppointmentState;
  submission_ip: string | null;
}

/**
 * Stores a booking in the caller's transaction. The database's exclusion constraint, not a
 * look before the insert, refuses a second live booking of the arena at an overlapping time:
 * two requests at once cannot both pass.
 */
export async function bookAppointment(
  trx: Knex.Transaction,
  input: Omit<AppointmentInput, 'captcha'>,
  meta: { ip: string | null; now: Date },
): Promise<number> {
  const startsAt = new Date(input.starts_at);
  try {
    const [row] = (await trx('appointments')
      .insert({
        full_name: input.full_name,
        email: input.email,
        phone: input.phone,
        sport_id: input.sport_id,
        arena_id: input.arena_id,
        tournament: input.tournament,
        home_team: input.home_team,
        away_team: input.away_team,
        starts_at: startsAt,
        duration_minutes: input.duration_minutes,
        ends_at: new Date(startsAt.getTime() + input.duration_minutes * 60_000),
        notes: input.notes,
        state: 'pending',
        submission_ip: meta.ip,
        created_at: meta.now,
        updated_at: meta.now,
      })
      .returning('id')) as { id: number }[];
    if (!row) throw new Error('appointment insert returned no row');
    return row.id;
  } catch (error) {
    if (isOverlap(error)) throw new AppointmentOverlapError();
    throw error;
  }
}

/** The arenas a booking may name, by name. */
export async function arenaChoices(knex: Knex): Promise<{ id: number; name: string }[]> {
  return knex('rm.arenas').orderBy('name').select('id', 'name');
}

/** One arena a booking names; undefined when there is none. */
export async function arenaChoice(
  knex: Knex,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  return (await knex('rm.arenas').where({ id }).first('id', 'name')) as
    { id: number; name: string } | undefined;
}

function appointments(knex: Knex) {
  return knex('appointments as ap')
    .leftJoin('rm.sports as s', 's.id', 'ap.sport_id')
    .leftJoin('rm.arenas as ar', 'ar.id', 'ap.arena_id')
    .select(
      'ap.id',
      'ap.created_at',
      'ap.full_name',
      'ap.email',
      'ap.phone',
      'ap.sport_id',
      's.name as sport',
      'ap.arena_id',
      'ar.name as arena',
      'ap.tournament',
      'ap.home_team',
      'ap.away_team',
      'ap.starts_at',
      'ap.duration_minutes',
      'ap.notes',
      'ap.state',
      'ap.submission_ip',
    );
}

/** The bookings in a state ('all': every state but deleted), newest first. */
export async function pageAppointments(
  knex: Knex,
  filter: AppointmentState | 'all',
  list: ListQuery,
): Promise<Page<AppointmentRow>> {
  const query = appointments(knex);
  if (filter === 'all') query.whereNot('ap.state', 'deleted');
  else query.where('ap.state', filter);
  if (list.search) {
    const pattern = `%${list.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q
        .whereILike('ap.full_name', pattern)
        .orWhereILike('ap.email', pattern)
        .orWhereILike('ap.home_team', pattern)
        .orWhereILike('ap.away_team', pattern),
    );
  }
  return paginate(query, list, [{ column: 'ap.id', order: 'desc' }], (row: AppointmentRow) => row);
}

/** One booking; 404 when there is none. */
export async function findAppointment(knex: Knex, id: number): Promise<AppointmentRow> {
  const row = (await appointments(knex).where('ap.id', id).first()) as AppointmentRow | undefined;
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Moves a booking to a state. Restoring an archived or deleted booking into a slot another
 * booking took meanwhile is refused by the same constraint (409).
 */
export async function setAppointmentState(
  knex: Knex,
  id: number,
  state: AppointmentState,
  now: Date,
): Promise<void> {
  try {
    const updated = await knex('appointments').where({ id }).update({ state, updated_at: now });
    if (updated === 0) throw new NotFoundError();
  } catch (error) {
    if (isOverlap(error)) throw new AppointmentOverlapError();
    throw error;
  }
}
