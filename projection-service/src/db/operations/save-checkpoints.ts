import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import { preparedName } from '@courtside/events/store';
import type { Knex } from 'knex';
import { schemaOf } from '../migrate';
import type { LastWrites } from './last-writes';
import { noticePayload } from './notify-changes';
import { asWithQueries } from './write-rows';

/**
 * Moves each projection's checkpoint; called inside the transaction that wrote its rows. With
 * a notice, the same statement sends it: PostgreSQL delivers a NOTIFY only when its transaction
 * commits, after the rows are visible, so listeners read them at once, and a batch that rolls
 * back sends nothing. That is one round trip less on every live save's way to the screens. The
 * writes the batch left to its end go in the same statement, as WITH queries.
 */
export async function saveCheckpoints(
  trx: Knex.Transaction,
  checkpoints: ReadonlyMap<string, string | null>,
  notice?: ChangeNotice,
  last?: LastWrites,
): Promise<void> {
  const schema = schemaOf(trx);
  const rows = [...checkpoints].map(([projection, checkpoint]) => ({ projection, checkpoint }));
  const save = trx
    .withSchema(schema)
    .table('checkpoints')
    .insert(rows)
    .onConflict('projection')
    .merge(['checkpoint']);
  const ends = last ? await last.statements(trx, schema) : [];
  const savedSql = rows.length > 0 ? save.toSQL() : null;
  if (ends.length === 0 && !notice) {
    if (savedSql) await save;
    return;
  }
  const bindings: unknown[] = ends.flatMap((statement) => statement.params);
  const withs = asWithQueries(ends);
  let primary: string;
  if (savedSql && notice) {
    withs.push(`saved AS (${savedSql.sql} RETURNING 1)`);
    bindings.push(...savedSql.bindings);
    primary = 'SELECT pg_notify(?, ?) FROM (SELECT count(*) FROM saved) AS moved';
  } else if (savedSql) {
    bindings.push(...savedSql.bindings);
    primary = savedSql.sql;
  } else primary = notice ? 'SELECT pg_notify(?, ?)' : 'SELECT 1';
  if (notice) bindings.push(CHANGE_NOTICE_CHANNEL, noticePayload(notice).payload);
  const statement = withs.length > 0 ? `WITH ${withs.join(',\n')}\n${primary}` : primary;
  const query = trx.raw(statement, bindings as Knex.RawBinding[]);
  // The live runner's texts are few (one row a projection; the same columns a table): prepared.
  await (notice ? query.options({ name: preparedName(statement) }) : query);
}
