import type { PublicContest } from '@courtside/events';
import { randomId } from '../../../lib/ids';

/**
 * One Idempotency-Key per write attempt: re-sending the very same write (same values, same
 * expected revision) after a timeout reuses the key, so the server stores it once; any change
 * starts a new attempt with a new key.
 */
export class WriteAttempts {
  private current: { payload: string; key: string } | null = null;

  keyFor(payload: unknown): string {
    const serialised = JSON.stringify(payload);
    if (this.current?.payload !== serialised)
      this.current = { payload: serialised, key: randomId() };
    return this.current.key;
  }

  /** The attempt got an answer (success or a refusal): the next write is a new attempt. */
  settle(): void {
    this.current = null;
  }
}

/** The other official's contest from a 409 answer, if the gateway sent one. */
export function conflictContest(data: unknown): PublicContest | null {
  if (typeof data !== 'object' || data === null) return null;
  const contest = (data as { contest?: unknown }).contest;
  if (typeof contest !== 'object' || contest === null) return null;
  const candidate = contest as Partial<PublicContest>;
  return typeof candidate.id === 'number' && typeof candidate.revision === 'number'
    ? (contest as PublicContest)
    : null;
}
