import type { Knex } from 'knex';
import { findArenaRow, mapUrl } from './arenas';
import { NotFoundError } from '../errors';
import { findTeam } from './catalogue-teams';
import { teamIsPublic } from './public-teams';

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

/** A team of the catalogue as the public club page shows it; 404 when none the public may see. */
export async function publicClub(knex: Knex | Knex.Transaction, id: number): Promise<PublicClub> {
  if (!(await teamIsPublic(knex, id))) throw new NotFoundError();
  const team = await findTeam(knex, id);
  const arenaRow = team.arena_id === null ? undefined : await findArenaRow(knex, team.arena_id);
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
