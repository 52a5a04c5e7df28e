import type { Knex } from 'knex';
import type { ContestRow } from '../db/tables';

const memoryParam = 'contestMemory';

/**
 * The live runner's memory of the contest rows its last batches of in-play scores wrote, so the
 * next such batch need not read them back: one statement fewer on a live save's way to the
 * screens. Only batches of scores alone are remembered, because in those the contests projection
 * is the only writer of rm.contests; any other batch (a rename copies team names into contests,
 * a deletion removes them) forgets everything when it commits. Like the audit states' memory, it
 * is trusted only while rm.checkpoints shows the contests where this runner left them (a standby
 * that took over or a rebuild's swap moved them too), and a batch that fails leaves nothing.
 */
export class ContestRowMemory {
  private readonly rows = new Map<number, ContestRow>();
  private readonly staged = new Map<number, ContestRow>();
  /** Whether this batch's rows may be kept: it held scores alone. */
  private keep = false;
  private validAt: string | null | undefined = undefined;
  private next: string | null | undefined = undefined;

  constructor(private readonly limit = 5_000) {}

  /** At a batch's start, under the checkpoints' lock: what is stored, and where it will move. */
  begin(stored: string | null, next: string | null): void {
    this.staged.clear();
    this.keep = false;
    if (stored !== this.validAt) this.rows.clear();
    this.next = next;
  }

  /** The rows the memory holds for every one of `ids`, or null: read them from the table. */
  get(ids: readonly number[]): ContestRow[] | null {
    const found: ContestRow[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row) return null;
      found.push({ ...row });
    }
    return found;
  }

  /** The rows a batch of scores alone wrote, kept if it commits (as the table would give them). */
  stage(rows: readonly ContestRow[]): void {
    this.keep = true;
    for (const row of rows) this.staged.set(row.id, { ...row });
  }

  /** The batch committed: its rows are what the table holds, or, after any other batch, forget. */
  commit(): void {
    if (!this.keep) this.rows.clear();
    for (const [id, row] of this.staged) {
      this.rows.delete(id);
      this.rows.set(id, row);
    }
    this.staged.clear();
    // The oldest first: a contest not scored for a long time is read again when it is.
    for (const id of this.rows.keys()) {
      if (this.rows.size <= this.limit) break;
      this.rows.delete(id);
    }
    this.validAt = this.next;
  }

  /** The batch failed: trust nothing until the next batch starts from the table. */
  rollback(): void {
    this.staged.clear();
    this.rows.clear();
    this.validAt = undefined;
  }

  /** A knex whose transactions carry this memory to the contests projection. */
  attach(knex: Knex): Knex {
    return knex.withUserParams({ ...knex.userParams, [memoryParam]: this });
  }
}

export function contestMemoryOf(db: Knex | Knex.Transaction): ContestRowMemory | null {
  const memory: unknown = db.userParams[memoryParam];
  return memory instanceof ContestRowMemory ? memory : null;
}
