import { discardDeadLetter, retryDeadLetter } from '@courtside/integrations';
import type pg from 'pg';
import { NotFoundError } from '../errors';
import { jobQueueExists } from '../queries/dead-letters';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends a dead letter again (same document, same Idempotency-Key) or drops it. 404 when it is
 * not (or no longer) a dead letter: two administrators pressing at once, one wins.
 */
export async function actOnDeadLetter(
  pool: pg.Pool,
  action: 'retry' | 'discard',
  id: unknown,
): Promise<void> {
  if (typeof id !== 'string' || !uuid.test(id) || !(await jobQueueExists(pool))) {
    throw new NotFoundError();
  }
  const done =
    action === 'retry' ? await retryDeadLetter(pool, id) : await discardDeadLetter(pool, id);
  if (!done) throw new NotFoundError();
}
