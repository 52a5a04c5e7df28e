import type { Knex } from 'knex';
import {
  actionsFrom,
  offeredPackages,
  type BookingFilters,
  type BookingState,
  type PublicContest,
  type RecordingBooking,
  type RecordingPackage,
} from '@courtside/events';
import { rmSchema, type ContestRow, type RecordingRow } from '../db/tables';
import { toPublicContest } from './contests';
import type { Page } from './paging';
import { bookingVideos } from './video-uploads';

/** Bookings with the names a screen shows, joined from the match, club and league. */
function bookings(knex: Knex | Knex.Transaction) {
  return knex(`${rmSchema}.recordings as r`)
    .leftJoin(`${rmSchema}.contests as c`, 'c.id', 'r.contest_id')
    .leftJoin(`${rmSchema}.clubs as k`, 'k.id', 'r.club_id')
    .leftJoin(`${rmSchema}.leagues as l`, 'l.id', 'r.league_id')
    .select(
      'r.*',
      'k.name as club_name',
      'l.name as league_name',
      'c.time',
      'c.first_team_name',
      'c.second_team_name',
      'c.location',
    );
}

function toBooking(row: RecordingRow): RecordingBooking {
  const state = row.state as BookingState;
  return {
    id: row.id,
    contest_id: row.contest_id,
    club_id: row.club_id,
    club_name: row.club_name,
    league_id: row.league_id,
    league_name: row.league_name,
    time: row.time ? row.time.toISOString() : null,
    first_team_name: row.first_team_name,
    second_team_name: row.second_team_name,
    location: row.location,
    package: row.package as RecordingPackage,
    notes: row.notes,
    state,
    reason: row.reason,
    requested_by: row.requested_by,
    requested_at: row.requested_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    actions: actionsFrom(state),
    revision: row.revision,
  };
}

/** A club's bookings, the soonest match first (a match without a time last). */
export async function clubBookings(knex: Knex, clubId: number): Promise<RecordingBooking[]> {
  const rows = (await bookings(knex)
    .where('r.club_id', clubId)
    .orderByRaw('c.time ASC NULLS LAST, r.id ASC')
    .limit(200)) as RecordingRow[];
  return rows.map(toBooking);
}

/** The named bookings, as a live push carries them. */
export async function bookingsById(knex: Knex, ids: number[]): Promise<RecordingBooking[]> {
  if (ids.length === 0) return [];
  const rows = (await bookings(knex).whereIn('r.id', ids).orderBy('r.id')) as RecordingRow[];
  return rows.map(toBooking);
}

/** One booking, or null. */
export async function bookingById(knex: Knex, id: number): Promise<RecordingBooking | null> {
  return (await bookingsById(knex, [id]))[0] ?? null;
}

/**
 * The administrators' list: filtered by state, league and the match's UTC day, the soonest
 * match first, ten a page.
 */
export async function adminBookings(
  knex: Knex,
  filters: BookingFilters,
  page: number,
): Promise<Page<RecordingBooking>> {
  const perPage = 10;
  const query = bookings(knex);
  if (filters.state) query.where('r.state', filters.state);
  if (filters.league_id) query.where('r.league_id', filters.league_id);
  if (filters.date) {
    query.whereRaw(`(c.time AT TIME ZONE 'UTC')::date = ?::date`, [filters.date]);
  }
  const [count] = await query
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ count: string }[]>({ count: '*' });
  const total = Number(count?.count ?? 0);
  const rows = (await query
    .orderByRaw('c.time ASC NULLS LAST, r.id ASC')
    .limit(perPage)
    .offset((page - 1) * perPage)) as RecordingRow[];
  const videos = await bookingVideos(
    knex,
    rows.map((row) => row.id),
  );
  const videoOf = (id: number) => videos.find((video) => video.recording_id === id);
  return {
    data: rows.map((row) => {
      const video = videoOf(row.id);
      return {
        ...toBooking(row),
        video: video
          ? {
              id: video.id,
              duration_seconds: video.duration_seconds,
              size_bytes: video.size_bytes,
              width: video.width,
              height: video.height,
            }
          : null,
      };
    }),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** The leagues with the video zone switched on, by name: the list's league filter. */
export async function videoZoneLeagues(knex: Knex): Promise<{ id: number; name: string }[]> {
  return knex(`${rmSchema}.leagues`)
    .where('video_zone', true)
    .orderBy('name')
    .select<{ id: number; name: string }[]>('id', 'name');
}

/**
 * The matches a club may book: its teams' matches still to come (not finished or cancelled)
 * in leagues with the video zone switched on, soonest first.
 */
export async function bookableClubContests(
  knex: Knex,
  clubId: number,
  now: Date,
): Promise<PublicContest[]> {
  const teams = knex.from(`${rmSchema}.club_teams`).where('club_id', clubId).select('team_id');
  const rows = (await knex(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .where('l.video_zone', true)
    .where('c.time', '>', now)
    .whereNotIn('c.status', ['finished', 'cancelled'])
    .where((q) => q.whereIn('c.first_team_id', teams).orWhereIn('c.second_team_id', teams))
    .select('c.*', 'l.name as league_name')
    .orderBy([
      { column: 'c.time', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ])
    .limit(50)) as ContestRow[];
  return rows.map(toPublicContest);
}

/** The recording packages each named league offers (all, where it never narrowed its offer). */
export async function recordingOffers(
  knex: Knex,
  leagueIds: number[],
): Promise<Record<number, RecordingPackage[]>> {
  if (leagueIds.length === 0) return {};
  const rows = await knex(`${rmSchema}.leagues`)
    .whereIn('id', [...new Set(leagueIds)])
    .select<{ id: number; recording_packages: RecordingPackage[] | null }[]>(
      'id',
      'recording_packages',
    );
  return Object.fromEntries(rows.map((row) => [row.id, offeredPackages(row.recording_packages)]));
}
