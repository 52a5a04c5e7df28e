import type { ModelState } from '@courtside/events';
import type { Knex } from 'knex';
import { BatchMemory, memoryOf } from './batch-memory';

const param = 'auditMemory';

/**
 * The live runner's memory of the audit states it committed last (see BatchMemory), trusted
 * while the audit log's checkpoint is where this runner left it. Had a rebuild ended at that
 * very checkpoint, its states would be these: the log comes out the same however the events
 * were batched.
 */
export class AuditStateMemory extends BatchMemory<string, ModelState> {
  constructor(limit = 20_000) {
    super({
      param,
      copy: (state) => JSON.parse(JSON.stringify(state)) as ModelState,
      limit,
      keepUnstaged: true,
    });
  }
}

export function auditMemoryOf(db: Knex | Knex.Transaction): AuditStateMemory | null {
  return memoryOf(db, param, AuditStateMemory);
}
