import type { Knex } from 'knex';
import { NotFoundError } from '../errors';
import { containing, paginate, type ListQuery, type Page } from './paging';

export interface ArenaRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** An arena as the admin screens show it, with a link to it on OpenStreetMap. */
export interface AdminArena extends ArenaRow {
  map_url: string | null;
}

/**
 * The arena on OpenStreetMap: a marker at its coordinates, else a search for its address;
 * null when neither is known.
 */
export function mapUrl(arena: Omit<ArenaRow, 'id' | 'name'>): string | null {
  if (arena.latitude !== null && arena.longitude !== null) {
    const lat = arena.latitude;
    const lon = arena.longitude;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const place = [arena.address, arena.city, arena.country].filter(Boolean).join(', ');
  return place ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}` : null;
}

export function toAdminArena(row: ArenaRow): AdminArena {
  return { ...row, map_url: mapUrl(row) };
}

function arenas(knex: Knex | Knex.Transaction) {
  return knex('arenas')
    .withSchema('rm')
    .select('id', 'name', 'cyrillic_name', 'address', 'city', 'country', 'latitude', 'longitude');
}

/** One arena; 404 when there is none. */
export async function findArena(knex: Knex | Knex.Transaction, id: number): Promise<AdminArena> {
  const row = (await arenas(knex).where({ id }).first()) as ArenaRow | undefined;
  if (!row) throw new NotFoundError();
  return toAdminArena(row);
}

/** The arenas, newest first, searched by name, city, address and country. */
export async function pageArenas(
  knex: Knex | Knex.Transaction,
  list: ListQuery,
): Promise<Page<AdminArena>> {
  const query = arenas(knex);
  if (list.search) {
    const pattern = containing(list.search);
    query.where((q) =>
      q
        .whereILike('name', pattern)
        .orWhereILike('city', pattern)
        .orWhereILike('address', pattern)
        .orWhereILike('country', pattern),
    );
  }
  return paginate(query, list, [{ column: 'id', order: 'desc' }], toAdminArena);
}

/** Whether a team of the catalogue (not deleted) plays in the arena. */
export async function arenaInUse(knex: Knex | Knex.Transaction, id: number): Promise<boolean> {
  const team = await knex('teams')
    .withSchema('rm')
    .where({ arena_id: id })
    .whereNull('deleted_at')
    .first('id');
  return team !== undefined;
}

/** An arena's row, or undefined. */
export async function findArenaRow(
  knex: Knex | Knex.Transaction,
  id: number,
): Promise<ArenaRow | undefined> {
  return (await arenas(knex).where({ id }).first()) as ArenaRow | undefined;
}
