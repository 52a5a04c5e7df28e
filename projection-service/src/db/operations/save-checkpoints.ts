import type { Knex } from 'knex';
import { schemaOf } from '../migrate';

/** Moves each projection's checkpoint; called inside the transaction that wrote its rows. */
export async function saveCheckpoints(
  trx: Knex.Transaction,
  checkpoints: ReadonlyMap<string, string | null>,
): Promise<void> {
  const rows = [...checkpoints].map(([projection, checkpoint]) => ({ projection, checkpoint }));
  if (rows.length === 0) return;
  await trx
    .withSchema(schemaOf(trx))
    .table('checkpoints')
    .insert(rows)
    .onConflict('projection')
    .merge(['checkpoint']);
}
