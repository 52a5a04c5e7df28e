import type { Knex } from 'knex';
import type { Paginated, PublicContest } from '@courtside/events';
import { rmSchema, type ContestRow } from '../db/tables';
import { toPublicContest } from './contests';
import { paginate } from './paging';

/** The columns of rm.videos the watching side reads. */
export interface VideoFileRow {
  id: number;
  contest_id: number;
  recording_id: number | null;
  storage_key: string;
  poster_key: string;
  duration_seconds: number;
}

/** A video with its match as the public read model has it. */
export interface VideoWithContest {
  video: VideoFileRow;
  contest: PublicContest;
}

/** Who is asking: an approved club's representative sees its own and open leagues' videos. */
export type VideoViewer = { kind: 'club'; clubId: number | null } | { kind: 'admin' };

const videoColumns = [
  'v.id as video_id',
  'v.contest_id as video_contest_id',
  'v.recording_id as video_recording_id',
  'v.storage_key as video_storage_key',
  'v.poster_key as video_poster_key',
  'v.duration_seconds as video_duration_seconds',
];

type JoinedRow = ContestRow & {
  video_id: number;
  video_contest_id: number;
  video_recording_id: number | null;
  video_storage_key: string;
  video_poster_key: string;
  video_duration_seconds: number;
};

/** Videos not removed, with their match and league; what the viewer may see. */
function watchable(knex: Knex, viewer: VideoViewer) {
  const query = knex(`${rmSchema}.videos as v`)
    .join(`${rmSchema}.contests as c`, 'c.id', 'v.contest_id')
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .whereNull('v.removed_at')
    .select('c.*', 'l.name as league_name', ...videoColumns);
  if (viewer.kind === 'admin') return query;
  // The club's own matches (either side is one of its teams, by id), or an open league's.
  const teams = knex
    .from(`${rmSchema}.club_teams`)
    .where('club_id', viewer.clubId ?? 0)
    .select('team_id');
  return query.where((q) =>
    q
      .whereIn('c.first_team_id', teams)
      .orWhereIn('c.second_team_id', teams)
      .orWhere('l.video_open_to_clubs', true),
  );
}

function toVideo(row: JoinedRow): VideoWithContest {
  return {
    video: {
      id: row.video_id,
      contest_id: row.video_contest_id,
      recording_id: row.video_recording_id,
      storage_key: row.video_storage_key,
      poster_key: row.video_poster_key,
      duration_seconds: Number(row.video_duration_seconds),
    },
    contest: toPublicContest(row),
  };
}

/** The videos a viewer may watch, newest match first, `perPage` a page. */
export async function watchableVideos(
  knex: Knex,
  viewer: VideoViewer,
  page: number,
  perPage = 12,
): Promise<Paginated<VideoWithContest>> {
  return paginate(
    watchable(knex, viewer),
    { page, perPage, search: '' },
    [
      { column: 'c.time', order: 'desc' },
      { column: 'v.id', order: 'desc' },
    ],
    toVideo,
  );
}

/** One video the viewer may watch, or null (absent, removed or not theirs). */
export async function watchableVideo(
  knex: Knex,
  viewer: VideoViewer,
  id: number,
): Promise<VideoWithContest | null> {
  const row = (await watchable(knex, viewer).where('v.id', id).first()) as JoinedRow | undefined;
  return row ? toVideo(row) : null;
}

/** A video's stored files, or null when it does not exist or was removed. */
export async function storedVideoFiles(
  knex: Knex,
  id: number,
): Promise<{ storage_key: string; poster_key: string } | null> {
  const row = (await knex(`${rmSchema}.videos`)
    .where({ id })
    .whereNull('removed_at')
    .first('storage_key', 'poster_key')) as { storage_key: string; poster_key: string } | undefined;
  return row ?? null;
}

/** The link's viewer is still let in: not disabled or deleted, a representative still approved. */
export async function viewerMayStillWatch(knex: Knex, accountId: number): Promise<boolean> {
  const row = (await knex('accounts')
    .where({ id: accountId })
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .where((q) => q.whereNot('kind', 'representative').orWhereNotNull('approved_at'))
    .first('id')) as { id: number } | undefined;
  return row !== undefined;
}
