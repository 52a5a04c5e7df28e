import { teamFields, type TeamEvent } from '@courtside/events';
import type { Knex } from 'knex';
import type { CatalogueTeamRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { chunk, type Changes, type ProjectedEvent, type Projection } from './projection';

const teamEventTypes = new Set<TeamEvent['type']>(['TeamCreated', 'TeamUpdated', 'TeamDeleted']);

/**
 * rm.teams from the team aggregate. A rename also renames the team where leagues show it
 * (contests and standings copy names), so schedules and tables never show a stale name. A
 * deleted team keeps its row with `deleted_at`, because league pages still name it.
 */
export const teamsProjection: Projection = {
  name: 'teams',
  handles: teamEventTypes,
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const rows = new Map<number, CatalogueTeamRow>();
    const deletedOnly = new Map<number, Date>();
    for (const { event, created } of events) {
      if (event.type === 'TeamCreated' || event.type === 'TeamUpdated') {
        const { licences, ...fields } = teamFields(event.data);
        rows.set(fields.id, { ...fields, licences: JSON.stringify(licences), deleted_at: null });
        deletedOnly.delete(fields.id);
      } else if (event.type === 'TeamDeleted') {
        const row = rows.get(event.data.teamId);
        if (row) row.deleted_at = created;
        else deletedOnly.set(event.data.teamId, created);
      }
    }
    for (const part of chunk([...rows.values()])) {
      await trx.withSchema(schema).table('teams').insert(part).onConflict('id').merge();
    }
    for (const [id, at] of deletedOnly) {
      await trx.withSchema(schema).table('teams').where({ id }).update({ deleted_at: at });
    }
    if (rows.size > 0) await copyTeamNames(trx, schema, [...rows.keys()], changes);
  },
};

/** Copies the teams' current names into contests and standings that show another one. */
export async function copyTeamNames(
  trx: Knex.Transaction,
  schema: string,
  teamIds: number[],
  changes: Changes,
): Promise<void> {
  for (const side of ['first', 'second'] as const) {
    const result = await trx.raw<{ rows: { id: number; league_id: number }[] }>(
      `UPDATE ??.contests AS c SET ?? = t.name
         FROM ??.teams AS t
        WHERE t.id = c.?? AND t.id = ANY(?::int[]) AND c.?? IS DISTINCT FROM t.name
        RETURNING c.id, c.league_id`,
      [schema, `${side}_team_name`, schema, `${side}_team_id`, teamIds, `${side}_team_name`],
    );
    for (const row of result.rows) {
      changes.contests.add(row.id);
      changes.leagues.add(row.league_id);
    }
  }
  const standings = await trx.raw<{ rows: { league_id: number }[] }>(
    `UPDATE ??.standings AS s SET team_name = t.name
       FROM ??.teams AS t
      WHERE t.id = s.team_id AND t.id = ANY(?::int[]) AND s.team_name IS DISTINCT FROM t.name
      RETURNING s.league_id`,
    [schema, schema, teamIds],
  );
  for (const row of standings.rows) changes.leagues.add(row.league_id);
}
