import type { Knex } from 'knex';
import type { PublicContest } from '@courtside/events';
import { preparedName } from '@courtside/events/store';
import { rmSchema, type ContestRow } from '../db/tables';
import { leastCheckpoint } from '../queries/checkpoints';
import { toPublicContest } from '../queries/contests';

// The read models' checkpoint and the changed contests of public leagues, in one statement and
// so in one snapshot: the label is exactly what the rows reflect. A fan-out runs it for every
// save, so it is one round trip and a prepared statement (ids as one array, the text fixed).
const sql = `SELECT cp.checkpoints, c.*, l.name AS league_name
  FROM (SELECT array_agg(checkpoint) AS checkpoints FROM ${rmSchema}.checkpoints) AS cp
  LEFT JOIN (${rmSchema}.contests AS c
             JOIN ${rmSchema}.leagues AS l ON l.id = c.league_id AND l.public)
    ON c.id = ANY(?::int[])
 ORDER BY c.time, c.id`;

type Row = Omit<ContestRow, 'id'> & { id: number | null; checkpoints: (string | null)[] | null };

/** What a fan-out pushes: the checkpoint to label it with, and the contests (public only). */
export async function readForFanOut(
  knex: Knex,
  contestIds: readonly number[],
): Promise<{ checkpoint: string | null; contests: PublicContest[] }> {
  const { rows } = (await knex
    .raw(sql, [[...contestIds]])
    .options({ name: preparedName(sql) })) as {
    rows: Row[];
  };
  const contests: PublicContest[] = [];
  for (const row of rows) {
    if (row.id !== null) contests.push(toPublicContest({ ...row, id: row.id }));
  }
  return { checkpoint: leastCheckpoint(rows[0]?.checkpoints ?? []), contests };
}

/** The contests a notice carried (see ChangeNotice.contestRows), as a read would answer them. */
export function contestsOfRows(rows: ReadonlyArray<Record<string, unknown>>): PublicContest[] {
  return rows.map((row) => toPublicContest(row as unknown as ContestRow));
}
