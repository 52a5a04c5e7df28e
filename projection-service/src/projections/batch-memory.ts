import type { Knex } from 'knex';

/**
 * What the live runner remembers of rows its own batches committed, so a save's batch need not
 * read back what the batch before it wrote. It is trusted only while rm.checkpoints shows the
 * projection exactly where this runner left it: anyone else who wrote those rows (a standby that
 * took over, a rebuild's swap) moved that checkpoint as well, and the memory is dropped. What a
 * batch learns counts only once it commits; a batch that fails leaves nothing behind. A value is
 * copied when staged, so nothing changed after that is taken for the table; what `get` gives is
 * the remembered value itself, which its projection folds onto and never changes.
 */
export class BatchMemory<K, V> {
  private readonly values = new Map<K, V>();
  private readonly staged = new Map<K, V>();
  /** The projection's checkpoint these values stand at; undefined: trust nothing. */
  private validAt: string | null | undefined = undefined;
  private next: string | null | undefined = undefined;
  private keep: boolean;

  constructor(
    private readonly options: {
      /** The knex user parameter that carries it to its projection. */
      param: string;
      copy: (value: V) => V;
      limit: number;
      /** False: a batch that staged nothing forgets everything when it commits. */
      keepUnstaged: boolean;
    },
  ) {
    this.keep = options.keepUnstaged;
  }

  /** At a batch's start, under the checkpoints' lock: what is stored, and where it will move. */
  begin(stored: string | null, next: string | null): void {
    this.staged.clear();
    this.keep = this.options.keepUnstaged;
    if (stored !== this.validAt) this.values.clear();
    this.next = next;
  }

  /** The value the memory holds for a key, or undefined: read it from the table. */
  get(key: K): V | undefined {
    return this.values.get(key);
  }

  /** A value the batch wrote or read, kept if the batch commits (as the table would give it back). */
  stage(key: K, value: V): void {
    this.keep = true;
    this.staged.set(key, this.options.copy(value));
  }

  /** The batch committed: what it staged is what the table holds. */
  commit(): void {
    if (!this.keep) this.values.clear();
    for (const [key, value] of this.staged) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    this.staged.clear();
    // The oldest first: a row not touched for a long time is read again when it is.
    for (const key of this.values.keys()) {
      if (this.values.size <= this.options.limit) break;
      this.values.delete(key);
    }
    this.validAt = this.next;
  }

  /** The batch failed: trust nothing until the next batch starts from the table. */
  rollback(): void {
    this.staged.clear();
    this.values.clear();
    this.validAt = undefined;
  }

  /** A knex whose transactions carry this memory to its projection. */
  attach(knex: Knex): Knex {
    return knex.withUserParams({ ...knex.userParams, [this.options.param]: this });
  }
}

/** The memory of class `kind` a transaction carries, or null (a rebuild, a test). */
export function memoryOf<M>(
  db: Knex | Knex.Transaction,
  param: string,
  kind: abstract new (...args: never[]) => M,
): M | null {
  const memory: unknown = db.userParams[param];
  return memory instanceof kind ? memory : null;
}
