import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import { preparedName } from '@courtside/events/store';
import type { Knex } from 'knex';
import { schemaOf } from '../migrate';
import { noticePayload } from './notify-changes';

/**
 * Moves each projection's checkpoint; called inside the transaction that wrote its rows. With
 * a notice, the same statement sends it: PostgreSQL delivers a NOTIFY only when its transaction
 * commits, after the rows are visible, so listeners read them at once, and a batch that rolls
 * back sends nothing. That is one round trip less on every live save's way to the screens.
 */
export async function saveCheckpoints(
  trx: Knex.Transaction,
  checkpoints: ReadonlyMap<string, string | null>,
  notice?: ChangeNotice,
): Promise<void> {
  const rows = [...checkpoints].map(([projection, checkpoint]) => ({ projection, checkpoint }));
  const save = trx
    .withSchema(schemaOf(trx))
    .table('checkpoints')
    .insert(rows)
    .onConflict('projection')
    .merge(['checkpoint']);
  if (!notice) {
    if (rows.length > 0) await save;
    return;
  }
  if (rows.length === 0) {
    await trx.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, noticePayload(notice).payload]);
    return;
  }
  // The live runner's text is the same for every batch (one row a projection): prepared.
  const { sql, bindings } = save.toSQL();
  const statement = `WITH saved AS (${sql} RETURNING 1)
    SELECT pg_notify(?, ?) FROM (SELECT count(*) FROM saved) AS moved`;
  await trx
    .raw(statement, [...bindings, CHANGE_NOTICE_CHANNEL, noticePayload(notice).payload])
    .options({ name: preparedName(statement) });
}
