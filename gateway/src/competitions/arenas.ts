import { Router } from 'express';
import type { Knex } from 'knex';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import { containing, listQuery, paginate } from '../queries/paging';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

interface ArenaRow {
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

const arenaFields = ['name', 'address', 'city', 'country', 'latitude', 'longitude'] as const;

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

function arenas(knex: Knex) {
  return knex('arenas')
    .withSchema('rm')
    .select('id', 'name', 'address', 'city', 'country', 'latitude', 'longitude');
}

async function findArena(knex: Knex, id: number): Promise<AdminArena> {
  const row = (await arenas(knex).where({ id }).first()) as ArenaRow | undefined;
  if (!row) throw new NotFoundError();
  return toAdminArena(row);
}

/** `/admin/arenas`: list (newest first, searchable), show, create, edit, delete. */
export function arenaRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/arenas', need.arenas, async (req, res) => {
    const list = listQuery(req.query);
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
    res.json(await paginate(query, list, [{ column: 'id', order: 'desc' }], toAdminArena));
  });

  router.get('/admin/arenas/:id', need.arenas, async (req, res) => {
    res.json({ data: await findArena(knex, idParam(req.params.id)) });
  });

  router.post('/admin/arenas', need.arenas, async (req, res) => {
    const body = acceptOnly(req.body, arenaFields);
    const created = await sendWrite(deps, req, account(res), 'POST', '/arenas', body);
    res.status(201).json({ data: await findArena(knex, created.id ?? 0), ...created });
  });

  router.put('/admin/arenas/:id', need.arenas, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, arenaFields);
    await findArena(knex, id);
    const result = await sendWrite(deps, req, account(res), 'PUT', `/arenas/${id}`, body);
    res.json({ data: await findArena(knex, id), ...result });
  });

  router.delete('/admin/arenas/:id', need.arenas, async (req, res) => {
    const id = idParam(req.params.id);
    await findArena(knex, id);
    const team = await knex('teams')
      .withSchema('rm')
      .where({ arena_id: id })
      .whereNull('deleted_at')
      .first('id');
    if (team) throw new ValidationError({ id: ['arenaInUse'] }, 'arenaInUse');
    await sendWrite(deps, req, account(res), 'DELETE', `/arenas/${id}`);
    res.status(204).end();
  });

  return router;
}
