import { discardDeadLetter, retryDeadLetter } from '@courtside/integrations';
import type pg from 'pg';
import { HttpError, NotFoundError } from '../errors';
import { jobQueueExists } from '../queries/dead-letters';

/** A newer document went to the same address after this letter failed: 409, nothing changed. */
export class DeadLetterSupersededError extends HttpError {
  readonly status = 409;
  constructor() {
    super('deadLetterSuperseded');
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends a dead letter again (same document, same Idempotency-Key) or drops it. 404 when it is
 * not (or no longer) a dead letter: two administrators pressing at once, one wins. A retry of a
 * letter whose document is out of date is refused (409) and leaves it for discarding.
 */
export async function actOnDeadLetter(
  pool: pg.Pool,
  action: 'retry' | 'discard',
  id: unknown,
): Promise<void> {
  if (typeof id !== 'string' || !uuid.test(id) || !(await jobQueueExists(pool))) {
    throw new NotFoundError();
  }
  if (action === 'discard') {
    if (!(await discardDeadLetter(pool, id))) throw new NotFoundError();
    return;
  }
  const outcome = await retryDeadLetter(pool, id);
  if (outcome === 'gone') throw new NotFoundError();
  if (outcome === 'superseded') {
    throw new DeadLetterSupersededError();
  }
}
