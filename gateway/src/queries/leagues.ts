import type { Knex } from 'knex';
import type { PublicLeagueSummary } from '@courtside/events';
import { rmSchema, type LeagueRow } from '../db/tables';

/**
 * Which leagues a reader sees: the public only public ones; an organiser with rights on
 * leagues also the private ones (to preview their table and schedule before publishing).
 */
export type LeagueVisibility = 'public' | 'all';

/** Read model rm.leagues: public leagues only (unless `all`), newest (highest id) first. */
// Untyped builder: start_date is selected as text, which knex's column typing cannot express;
// callers state the row type.
export function publicLeagues(db: Knex, visibility: LeagueVisibility = 'public') {
  return db('leagues')
    .withSchema(rmSchema)
    .modify((query) => {
      if (visibility === 'public') query.where('public', true);
    })
    .select(
      'id',
      'kind',
      'name',
      'public',
      'number_of_teams',
      'rounds',
      db.raw(`to_char(start_date, 'YYYY-MM-DD') as start_date`),
      'category_id',
      'category_name',
      'season',
      'city',
      'games_played',
    );
}

/** Maps a league row to the public summary shape. */
export function toLeagueSummary(row: LeagueRow): PublicLeagueSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    season: row.season,
    category:
      row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
    rounds: row.rounds,
    number_of_teams: row.number_of_teams,
    start_date: row.start_date,
    city: row.city,
    public: row.public,
    games_played: row.games_played,
  };
}

/** One page of public leagues and how many there are in all. */
export async function listPublicLeagues(
  db: Knex,
  page: number,
  perPage: number,
): Promise<{ leagues: PublicLeagueSummary[]; total: number }> {
  const [rows, counted]: [LeagueRow[], { count: string }[]] = await Promise.all([
    publicLeagues(db)
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage),
    db('leagues')
      .withSchema(rmSchema)
      .where('public', true)
      .count<{ count: string }[]>('* as count'),
  ]);
  return {
    leagues: rows.map(toLeagueSummary),
    total: Number(counted[0]?.count ?? 0),
  };
}

/** A public league by id, or null when unknown or not public (`all`: private ones too). */
export async function findPublicLeague(
  db: Knex,
  id: number,
  visibility: LeagueVisibility = 'public',
): Promise<PublicLeagueSummary | null> {
  const row: LeagueRow | undefined = await publicLeagues(db, visibility).where('id', id).first();
  return row ? toLeagueSummary(row) : null;
}
