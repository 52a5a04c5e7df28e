import { CHANGE_NOTICE_CHANNEL, type ChangeNotice, type RecordedEvent } from '@courtside/events';
import { preparedName } from '@courtside/events/store';
import knexLib, { type Knex } from 'knex';
import { foldBatch, type Folded } from './apply-batch';
import { schemaOf } from './db/migrate';
import { carriedContestRows, noticePayload } from './db/operations/notify-changes';
import { asWithQueries, quote, statementsTogether } from './db/operations/write-rows';
import type { Changes } from './projections/projection';

/** Thrown by a dry run's projection that needed a round trip: the batch needs a transaction. */
export class NeedsTransaction extends Error {
  constructor() {
    super('the batch reads the read models: it runs in a transaction');
  }
}

/**
 * A knex with `like`'s user parameters (its schema, the runner's memories) that builds queries
 * but sends none: running one throws {@link NeedsTransaction}.
 */
export function dryKnex(like: Knex): Knex {
  const dry = knexLib({ client: 'pg' });
  (dry.client as { acquireConnection: () => Promise<never> }).acquireConnection = () =>
    Promise.reject(new NeedsTransaction());
  return dry.withUserParams({ ...like.userParams });
}

/** True for a batch the one-statement form is tried on: in-play scores, most live batches. */
export function isScoresAlone(records: readonly RecordedEvent[]): boolean {
  return records.length > 0 && records.every((record) => record.type === 'ScoreRecorded');
}

const gate = '(SELECT ok FROM guard)';

/**
 * The notice's payload with the rows of its contests that are in public leagues, each with
 * its league's name, as a gateway's fan-out would read them back after the notice (the rows
 * are those this statement writes; the leagues are as this statement sees them). The gateway
 * puts them in playing order itself, as it merges notices.
 */
const withRows = (schema: string) => `(?::jsonb || jsonb_build_object('contestRows',
    (SELECT coalesce(jsonb_agg(c.row || jsonb_build_object('league_name', l.name)), '[]'::jsonb)
       FROM jsonb_array_elements(?::jsonb) AS c(row)
       JOIN ${quote(schema)}.leagues AS l ON l.id = (c.row->>'league_id')::int AND l.public)))::text`;

/**
 * The live runner's batch as one statement in its own implicit transaction, when the runner
 * knows where it left every checkpoint (`known`) and the projections fold the batch from
 * memory, sending nothing (`dry`): three round trips fewer on a live save's way to the screens
 * than BEGIN, the checkpoints' lock, the batch's statement and COMMIT.
 *
 * The statement locks the checkpoint rows (NOWAIT, as the transaction's lock does) and writes
 * only if each stands exactly where `known` says; every write is gated on that, so the lock is
 * taken before any row is touched. Anyone else who moved the read models (a standby that took
 * over, a rebuild's swap) moved a checkpoint too: the statement then writes nothing and answers
 * null, and the runner applies the batch in a transaction. A projection that needs a round
 * trip throws {@link NeedsTransaction} from `dry`, before anything is sent.
 */
export async function applyInOneStatement(
  knex: Knex,
  dry: Knex,
  records: readonly RecordedEvent[],
  checkpoint: string,
  known: ReadonlyMap<string, string | null>,
  notice: (changes: Changes) => ChangeNotice,
): Promise<Folded | null> {
  const trx = dry as Knex.Transaction;
  const folded = await foldBatch(trx, records, checkpoint, known, {});
  const schema = schemaOf(knex);
  const names = [...known.keys()];
  const writes = await folded.changes.last.statements(trx, schema, gate);
  const offset = writes.reduce((sum, statement) => sum + statement.params.length, 0);
  const checkpoints = [...folded.moved].map(([projection, at]) => ({ projection, checkpoint: at }));
  // With the knex that sends: the checkpoints' column types are read once a process, and a
  // gated write never writes outside its statement.
  const saved = await statementsTogether(
    knex as Knex.Transaction,
    schema,
    [
      {
        table: 'checkpoints',
        rows: checkpoints,
        options: { conflict: ['projection'], onConflict: 'merge' },
      },
    ],
    offset,
    gate,
  );
  const withs = asWithQueries([...writes, ...saved]);
  const { sent, payload } = noticePayload(notice(folded.changes));
  const carried = carriedContestRows(sent, payload, [...folded.changes.contestRows.values()]);
  const sql = `WITH locked AS (
    SELECT projection, checkpoint FROM ${quote(schema)}.checkpoints
     WHERE projection = ANY(?::text[]) FOR UPDATE NOWAIT),
  guard AS (
    SELECT count(l.projection) = count(*)
           AND coalesce(bool_and(l.checkpoint IS NOT DISTINCT FROM k.checkpoint), false) AS ok
      FROM unnest(?::text[], ?::text[]) AS k(projection, checkpoint)
      LEFT JOIN locked AS l ON l.projection = k.projection
     CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) AS commit_mode),
  ${withs.join(',\n  ')}
  SELECT ok, (SELECT count(*) FROM (SELECT pg_notify(?, ${carried ? withRows(schema) : '?'}) WHERE ok)
                 AS sent) AS notified
    FROM guard`;
  const bindings = [
    names,
    names,
    names.map((name) => known.get(name) ?? null),
    ...writes.flatMap((statement) => statement.params),
    ...saved.flatMap((statement) => statement.params),
    CHANGE_NOTICE_CHANNEL,
    payload,
    ...(carried ? [carried] : []),
  ];
  const { rows } = (await knex
    .raw(sql, bindings as Knex.RawBinding[])
    .options({ name: preparedName(sql) })) as { rows: Array<{ ok: boolean }> };
  return rows[0]?.ok === true ? folded : null;
}
