import type { Knex } from 'knex';
import type { PlayerBaseEntry, PlayerBaseFilter, PlayerBaseOption } from '@courtside/events';
import { rmSchema } from '../db/tables';
import { containing, paginate, type Page } from './paging';

/** A selected row: the entry's own fields flat, its club as columns. */
type PlayerRow = Omit<PlayerBaseEntry, 'club' | 'categories'> & {
  club_id: number;
  club_name: string;
  club_city: string | null;
  categories: string[] | null;
};

/** Categories of the club's teams, as a subquery on the club alias `c`. */
const clubCategories = `(SELECT array_agg(DISTINCT cat.name ORDER BY cat.name)
   FROM ${rmSchema}.club_teams ct
   JOIN ${rmSchema}.teams t ON t.id = ct.team_id AND t.deleted_at IS NULL
   JOIN ${rmSchema}.categories cat ON cat.id = t.category_id AND cat.public
  WHERE ct.club_id = c.id)`;

/**
 * The public player base (spec §2 baza-igraca): active player licences, searched by name, club
 * and category (a club's category is one its teams play in). Only the fields the public team
 * link already shows are selected, so JMBG, EBR, birth place and the birth day never leave
 * the database here.
 */
export async function searchPlayerBase(
  db: Knex,
  filter: PlayerBaseFilter,
): Promise<Page<PlayerBaseEntry>> {
  const query = db(`${rmSchema}.licences as l`)
    .join(`${rmSchema}.clubs as c`, 'c.id', 'l.club_id')
    .where({ 'l.kind': 'player', 'l.status': 'active' })
    .select(
      'l.id',
      'l.first_name',
      'l.last_name',
      db.raw('extract(year from l.birth_date)::int as birth_year'),
      'l.number',
      'l.position',
      'l.season',
      'l.licence_number',
      'c.id as club_id',
      'c.name as club_name',
      'c.city as club_city',
      db.raw(`${clubCategories} as categories`),
    );
  if (filter.name) {
    // Each word must match the first or last name, so "Jovan Petrović" finds him either way.
    for (const word of filter.name.split(/\s+/).filter(Boolean)) {
      const text = containing(word);
      query.where((q) => q.whereILike('l.first_name', text).orWhereILike('l.last_name', text));
    }
  }
  if (filter.club_id !== undefined) query.where('l.club_id', filter.club_id);
  if (filter.category_id !== undefined) {
    const category = filter.category_id;
    query.whereExists((sub) =>
      sub
        .select(db.raw('1'))
        .from(`${rmSchema}.club_teams as ct`)
        .join(`${rmSchema}.teams as t`, 't.id', 'ct.team_id')
        .whereRaw('ct.club_id = c.id')
        .whereNull('t.deleted_at')
        .where('t.category_id', category),
    );
  }
  return paginate<PlayerRow, PlayerBaseEntry>(
    query,
    { page: filter.page, perPage: filter.per_page, search: '' },
    [
      { column: 'l.last_name', order: 'asc' },
      { column: 'l.first_name', order: 'asc' },
      { column: 'l.id', order: 'asc' },
    ],
    ({ club_id: id, club_name: name, club_city: city, categories, ...player }) => ({
      ...player,
      club: { id, name, city },
      categories: categories ?? [],
    }),
  );
}

/** Clubs with licensed players and public categories, for the player-base filters. */
export async function playerBaseOptions(
  db: Knex,
): Promise<{ clubs: PlayerBaseOption[]; categories: PlayerBaseOption[] }> {
  const clubs = (await db(`${rmSchema}.clubs as c`)
    .whereExists((sub) =>
      sub
        .select(db.raw('1'))
        .from(`${rmSchema}.licences as l`)
        .whereRaw('l.club_id = c.id')
        .where({ 'l.kind': 'player', 'l.status': 'active' }),
    )
    .orderBy([{ column: 'c.name' }, { column: 'c.id' }])
    .select('c.id', 'c.name')) as PlayerBaseOption[];
  const categories = (await db(`${rmSchema}.categories`)
    .where('public', true)
    .orderBy([{ column: 'tabindex' }, { column: 'id' }])
    .select('id', 'name')) as PlayerBaseOption[];
  return { clubs, categories };
}
