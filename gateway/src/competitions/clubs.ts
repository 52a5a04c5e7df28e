import { Router } from 'express';
import type { Knex } from 'knex';
import { publicRoute } from '../auth/permissions';
import { idParam } from '../http/params';
import { mapUrl } from './arenas';
import { findTeam } from './team-queries';

/** The public club page (spec /integrations/club/{id}/details): no licence numbers. */
export interface PublicClub {
  id: number;
  name: string;
  full_name: string | null;
  region: string | null;
  city: string | null;
  link: string | null;
  logo: string | null;
  category: { id: number; name: string } | null;
  arena: {
    id: number;
    name: string;
    address: string | null;
    city: string | null;
    map_url: string | null;
  } | null;
  /** Public leagues the club plays in, newest first. */
  leagues: { id: number; name: string; season: string | null }[];
}

async function publicClub(knex: Knex, id: number): Promise<PublicClub> {
  const team = await findTeam(knex, id);
  const arenaRow =
    team.arena_id === null
      ? undefined
      : ((await knex('arenas')
          .withSchema('rm')
          .where({ id: team.arena_id })
          .first('id', 'name', 'address', 'city', 'country', 'latitude', 'longitude')) as
          | {
              id: number;
              name: string;
              address: string | null;
              city: string | null;
              country: string | null;
              latitude: number | null;
              longitude: number | null;
            }
          | undefined);
  const leagues = (await knex('league_teams as lt')
    .withSchema('rm')
    .join('leagues as l', 'l.id', 'lt.league_id')
    .where({ 'lt.team_id': id, 'l.public': true })
    .select('l.id', 'l.name', 'l.season')
    .orderBy('l.id', 'desc')) as PublicClub['leagues'];
  return {
    id: team.id,
    name: team.name,
    full_name: team.full_name,
    region: team.region,
    city: team.city,
    link: team.link,
    logo: team.logo,
    category: team.category,
    arena: arenaRow
      ? {
          id: arenaRow.id,
          name: arenaRow.name,
          address: arenaRow.address,
          city: arenaRow.city,
          map_url: mapUrl(arenaRow),
        }
      : null,
    leagues,
  };
}

/** `GET /clubs/:id`: a team of the catalogue as the public sees it. */
export function clubRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/clubs/:id', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    res.json({ data: await publicClub(knex, id) });
  });
  return router;
}
