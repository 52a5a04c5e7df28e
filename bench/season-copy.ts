import type { Pool } from 'pg';

/** The generated log's shape: one season written through the adapter, earlier ones copied. */
export const teamsPerLeague = 12;
export const leaguesPerSeason = 30;
/** A season's contests: a double round robin of twelve teams. */
const contestsPerSeason = leaguesPerSeason * (teamsPerLeague - 1) * teamsPerLeague;
/** The season written through the adapter; each copy is the season `back` years before it. */
export const firstYear = 2025;

export const seasonName = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/**
 * Copies the adapter-written season (every stream but the teams', which the seasons share) as
 * the season `back` years earlier, in one INSERT … SELECT in log order: new event ids, the
 * contest, league and category ids and streams moved past every earlier copy, dates moved back
 * by `back` years. Stored rows then look exactly as the adapter would have stored them; this is
 * only so that a million events take seconds, not the adapter's half hour on two cores.
 */
export async function copySeason(
  pool: Pool,
  back: number,
  limit: number,
  /** The last position of the adapter-written season. */
  lastPosition: string,
): Promise<number> {
  const result = await pool.query(
    `INSERT INTO public.events (event_id, stream_id, revision, type, data, metadata)
     SELECT gen_random_uuid(),
            split_part(stream_id, '-', 1) || '-' || (split_part(stream_id, '-', 2)::int +
              CASE split_part(stream_id, '-', 1) WHEN 'contest' THEN $1::int
                   WHEN 'league' THEN $2::int ELSE $3::int END),
            revision, type,
            data
              || CASE WHEN data ? 'contestId'
                      THEN jsonb_build_object('contestId', (data->>'contestId')::int + $1::int)
                      ELSE '{}'::jsonb END
              || CASE WHEN data ? 'leagueId'
                      THEN jsonb_build_object('leagueId', (data->>'leagueId')::int + $2::int)
                      ELSE '{}'::jsonb END
              || CASE WHEN jsonb_typeof(data->'categoryId') = 'number'
                      THEN jsonb_build_object('categoryId', (data->>'categoryId')::int + $3::int)
                      ELSE '{}'::jsonb END
              || CASE WHEN data ? 'time'
                      THEN jsonb_build_object('time', to_char(((data->>'time')::timestamptz
                             - make_interval(years => $4::int)) AT TIME ZONE 'UTC',
                             'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                      ELSE '{}'::jsonb END
              || CASE WHEN data ? 'startDate'
                      THEN jsonb_build_object('startDate', to_char((data->>'startDate')::date
                             - make_interval(years => $4::int), 'YYYY-MM-DD'))
                      ELSE '{}'::jsonb END
              || CASE WHEN type = 'CategoryCreated'
                      THEN jsonb_build_object('season', $5::text, 'name', 'Seniori ' || $5::text)
                      ELSE '{}'::jsonb END,
            metadata || jsonb_build_object('correlationId', gen_random_uuid()::text)
       FROM (SELECT * FROM public.events
              WHERE position <= $6::bigint AND stream_id NOT LIKE 'team-%'
              ORDER BY position LIMIT $7) AS season
      ORDER BY position`,
    [
      back * contestsPerSeason,
      back * leaguesPerSeason,
      back,
      back,
      seasonName(firstYear - back),
      lastPosition,
      limit,
    ],
  );
  return result.rowCount ?? 0;
}
