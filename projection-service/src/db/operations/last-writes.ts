import type { Knex } from 'knex';
import { quote, statementsTogether, type RowsStatement, type TableRows } from './write-rows';

/**
 * Writes a batch leaves to its last statement, the one that moves the checkpoints: nothing
 * later in the batch reads them back, so they need no round trip of their own, and a live save
 * waits on two fewer (the audit rows, the leagues' updated_at). Each table appears in that
 * statement at most once, as two WITH queries of one statement may not change the same row:
 * so the leagues' activity of every projection is merged into one UPDATE.
 */
export class LastWrites {
  private readonly activity = new Map<number, Date>();
  private readonly rows: TableRows[] = [];

  /** Moves a league's updated_at to at least `at` (the time of its latest event). */
  touchLeague(id: number, at: Date): void {
    const known = this.activity.get(id);
    if (!known || at > known) this.activity.set(id, at);
  }

  /** Rows to insert or upsert; a table no other write of the batch's end touches. */
  write(rows: TableRows): void {
    if (this.rows.some((write) => write.table === rows.table)) {
      throw new Error(`${rows.table} is already written at the batch's end`);
    }
    if (rows.rows.length > 0) this.rows.push(rows);
  }

  /**
   * The writes as data-modifying statements for WITH queries, their parameters numbered from
   * $1, for the checkpoints' statement to carry; with a `gate`, each writes only where it holds.
   */
  async statements(trx: Knex.Transaction, schema: string, gate?: string): Promise<RowsStatement[]> {
    const statements = await statementsTogether(trx, schema, this.rows, 0, gate);
    if (this.activity.size > 0) {
      const first = statements.reduce((sum, statement) => sum + statement.params.length, 0) + 1;
      statements.push({
        sql: `UPDATE ${quote(schema)}.leagues AS l SET updated_at = GREATEST(l.updated_at, v.at)
           FROM (SELECT unnest($${first}::int[]) AS id,
                        unnest($${first + 1}::timestamptz[]) AS at) AS v
          WHERE l.id = v.id${gate ? ` AND ${gate}` : ''}`,
        params: [
          [...this.activity.keys()].map(String),
          [...this.activity.values()].map((at) => at.toISOString()),
        ],
      });
    }
    return statements;
  }
}
