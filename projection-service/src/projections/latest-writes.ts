/**
 * A batch's last write of each row, for read models whose first event writes the whole row and
 * whose later events change a few columns: a change to a row written in the same batch is folded
 * into it, so the batch ends as one upsert of whole rows and one update of changed columns.
 */
export class LatestWrites<Patch extends { id: number }> {
  readonly rows = new Map<number, Record<string, unknown>>();
  readonly patches = new Map<number, Patch>();

  /** The whole row, replacing what the batch wrote of it before. */
  write(row: { id: number } & Record<string, unknown>): void {
    this.patches.delete(row.id);
    this.rows.set(row.id, row);
  }

  /** Some columns of a row the batch may or may not have written whole. */
  change(patch: Patch): void {
    const row = this.rows.get(patch.id);
    if (row) this.rows.set(patch.id, { ...row, ...patch });
    else this.patches.set(patch.id, patch);
  }
}
