import { clubFields, type AdminClub } from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { upsertOrDelete } from './catalogue-rows';
import { chunk, defineProjection } from './projection';

/** A club's own columns: the admin answer without its teams and counts. */
type ClubRow = Omit<AdminClub, 'team_ids' | 'teams' | 'players' | 'officials'>;

/** rm.clubs and rm.club_teams: each club's latest fields, its teams replaced whole. */
export const clubsProjection = defineProjection({
  name: 'clubs',
  handles: ['ClubCreated', 'ClubUpdated', 'ClubDeleted'],
  async apply(trx: Knex.Transaction, events) {
    const schema = schemaOf(trx);
    const latest = new Map<number, ClubRow | null>();
    const teams = new Map<number, number[]>();
    for (const { event } of events) {
      if (event.type === 'ClubDeleted') {
        latest.set(event.data.clubId, null);
        teams.set(event.data.clubId, []);
      } else {
        latest.set(event.data.clubId, clubFields(event.data));
        teams.set(event.data.clubId, event.data.teamIds);
      }
    }
    await upsertOrDelete(trx, schema, 'clubs', latest);
    if (teams.size === 0) return;
    await trx
      .withSchema(schema)
      .table('club_teams')
      .whereIn('club_id', [...teams.keys()])
      .delete();
    const rows = [...teams].flatMap(([clubId, teamIds]) =>
      teamIds.map((teamId, position) => ({ club_id: clubId, team_id: teamId, position })),
    );
    for (const part of chunk(rows)) {
      await trx.withSchema(schema).table('club_teams').insert(part).onConflict().ignore();
    }
  },
});
