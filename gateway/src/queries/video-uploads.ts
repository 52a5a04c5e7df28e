import type { Knex } from 'knex';
import type { BookingState, MatchVideo } from '@courtside/events';
import { rmSchema } from '../db/tables';

/** The match an upload names, with its league; undefined when there is none. */
export async function uploadMatch(
  knex: Knex,
  contestId: number,
): Promise<{ id: number; league_id: number } | undefined> {
  return knex(`${rmSchema}.contests`)
    .where({ id: contestId })
    .first<{ id: number; league_id: number } | undefined>('id', 'league_id');
}

/** The booking an upload names, as far as the upload's checks need it. */
export async function uploadBooking(
  knex: Knex,
  recordingId: number,
): Promise<{ contest_id: number; state: BookingState } | undefined> {
  return knex(`${rmSchema}.recordings`)
    .where({ id: recordingId })
    .first<{ contest_id: number; state: BookingState } | undefined>('contest_id', 'state');
}

interface VideoRow extends Omit<MatchVideo, 'attached_at' | 'removed_at' | 'size_bytes'> {
  size_bytes: string | number;
  attached_at: Date;
  removed_at: Date | null;
}

function toVideo(row: VideoRow): MatchVideo {
  return {
    ...row,
    size_bytes: Number(row.size_bytes),
    attached_at: row.attached_at.toISOString(),
    removed_at: row.removed_at ? row.removed_at.toISOString() : null,
  };
}

/** One video as rm.videos keeps it, or null. */
export async function videoById(knex: Knex, id: number): Promise<MatchVideo | null> {
  const row = await knex(`${rmSchema}.videos`).where({ id }).first<VideoRow | undefined>();
  return row ? toVideo(row) : null;
}

/** The standing (not removed) videos of these bookings, newest first per booking. */
export async function bookingVideos(knex: Knex, recordingIds: number[]): Promise<MatchVideo[]> {
  if (recordingIds.length === 0) return [];
  const rows = (await knex(`${rmSchema}.videos`)
    .whereIn('recording_id', recordingIds)
    .whereNull('removed_at')
    .orderBy('id', 'desc')) as VideoRow[];
  return rows.map(toVideo);
}
