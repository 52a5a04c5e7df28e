import type { ModelState } from '@courtside/events';
import type { Knex } from 'knex';

const memoryParam = 'auditMemory';

/**
 * The live runner's memory of the audit states it committed last, so a save's batch need not
 * read back what the batch before it wrote (one statement fewer on every save's path). It is
 * trusted only while rm.checkpoints shows the audit log exactly where this runner left it:
 * anyone else who wrote audit_state (a standby that took over, a rebuild's swap) moved that
 * checkpoint as well, and the memory is dropped. Had a rebuild ended at that very checkpoint,
 * its states would be these: the log comes out the same however the events were batched.
 * What a batch learns counts only once it commits; a batch that fails leaves nothing behind.
 */
export class AuditStateMemory {
  private readonly states = new Map<string, ModelState>();
  private readonly staged = new Map<string, ModelState>();
  /** The audit log's checkpoint these states stand at; undefined: trust nothing. */
  private validAt: string | null | undefined = undefined;
  private next: string | null | undefined = undefined;

  constructor(private readonly limit = 20_000) {}

  /** At a batch's start, under the checkpoints' lock: what is stored, and where it will move. */
  begin(stored: string | null, next: string | null): void {
    this.staged.clear();
    if (stored !== this.validAt) this.states.clear();
    this.next = next;
  }

  /** The state the memory holds for a model, or undefined: read it from the table. */
  get(key: string): ModelState | undefined {
    return this.states.get(key);
  }

  /** A state the batch wrote or read, kept if the batch commits (as the table would give it back). */
  stage(key: string, state: ModelState): void {
    this.staged.set(key, JSON.parse(JSON.stringify(state)) as ModelState);
  }

  /** The batch committed: what it staged is what the table holds. */
  commit(): void {
    for (const [key, state] of this.staged) {
      this.states.delete(key);
      this.states.set(key, state);
    }
    this.staged.clear();
    // The oldest first: a model not touched for a long time is read again when it is.
    for (const key of this.states.keys()) {
      if (this.states.size <= this.limit) break;
      this.states.delete(key);
    }
    this.validAt = this.next;
  }

  /** The batch failed: trust nothing until the next batch starts from the table. */
  rollback(): void {
    this.staged.clear();
    this.states.clear();
    this.validAt = undefined;
  }

  /** A knex whose transactions carry this memory to the audit projection. */
  attach(knex: Knex): Knex {
    return knex.withUserParams({ ...knex.userParams, [memoryParam]: this });
  }
}

export function auditMemoryOf(db: Knex | Knex.Transaction): AuditStateMemory | null {
  const memory: unknown = db.userParams[memoryParam];
  return memory instanceof AuditStateMemory ? memory : null;
}
