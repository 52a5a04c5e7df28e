import type { Knex } from 'knex';
import type { ContestRow } from '../db/tables';
import { BatchMemory, memoryOf } from './batch-memory';

const param = 'contestMemory';

/**
 * The live runner's memory of the contest rows its last batches of in-play scores wrote (see
 * BatchMemory), so the next such batch need not read them back: one statement fewer on a live
 * save's way to the screens. Only batches of scores alone are remembered, because in those the
 * contests projection is the only writer of rm.contests; any other batch (a rename copies team
 * names into contests, a deletion removes them) stages nothing and forgets everything.
 */
export class ContestRowMemory extends BatchMemory<number, ContestRow> {
  constructor(limit = 5_000) {
    super({ param, copy: (row) => ({ ...row }), limit, keepUnstaged: false });
  }

  /** The rows the memory holds for every one of `ids`, or null: read them from the table. */
  rows(ids: readonly number[]): ContestRow[] | null {
    const found: ContestRow[] = [];
    for (const id of ids) {
      const row = this.get(id);
      if (!row) return null;
      // Its own copy: the fold spreads it, but a row given out must not be the one remembered.
      found.push({ ...row });
    }
    return found;
  }

  /** The rows a batch of scores alone wrote, kept if it commits (none staged: forget all). */
  stageRows(rows: readonly ContestRow[]): void {
    for (const row of rows) this.stage(row.id, row);
  }
}

export function contestMemoryOf(db: Knex | Knex.Transaction): ContestRowMemory | null {
  return memoryOf(db, param, ContestRowMemory);
}
