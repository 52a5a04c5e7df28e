import { askedTogether } from '../asked-together';
import type { Queryable } from '../outbox/dead-letters';

/** A message's endpoint as a delivery needs it. */
export interface AttemptTarget {
  endpoint_id: number;
  url: string;
  enabled: boolean;
  secret_ciphertext: string;
  kind: string;
  body: string;
  state: string;
}

/** One attempt as webhook_deliveries keeps it; its state also ends the message unless pending. */
export interface AttemptRecord {
  messageId: string;
  endpointId: number;
  kind: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextRetryAt: Date | null;
  state: 'delivered' | 'pending' | 'failed';
  attemptedAt: Date;
}

interface Queued {
  attempt: AttemptRecord;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * The database's side of webhook attempts, shared by a dispatcher's workers. An attempt was two
 * statements of its own, its message's read and its record; under a burst of scores they were the
 * largest cost beside the saves themselves. Here:
 * - the targets asked for in one tick (the jobs of a fetch start together) are read in one
 *   statement;
 * - the attempts recorded while a record is on its way go together in the next one (group
 *   commit): alone, an attempt is written at once; in a burst, one statement carries many.
 * A record that fails alone fails its job, which pg-boss retries. When a shared one fails, each of
 * its attempts is written again on its own, so one bad row (its endpoint deleted meanwhile) fails
 * only its own job and the others are not sent again.
 */
export class AttemptStatements {
  /** The message's endpoint, or null when either is gone. */
  readonly target: (messageId: string) => Promise<AttemptTarget | null>;
  private queued: Queued[] = [];
  private writing = false;

  constructor(private readonly db: Queryable) {
    this.target = askedTogether(async (messageIds: string[]) => {
      const { rows } = await db.query<AttemptTarget & { id: string }>(
        `SELECT m.id, m.endpoint_id, e.url, e.enabled, e.secret_ciphertext, m.kind, m.body, m.state
           FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
          WHERE m.id = ANY($1::text[])`,
        [[...new Set(messageIds)]],
      );
      const byId = new Map(rows.map(({ id, ...target }) => [id, target]));
      return messageIds.map((id) => byId.get(id) ?? null);
    });
  }

  /**
   * Stores the attempt and, once it is not pending, its message's state, atomically; an answer
   * of 410 Gone switches the endpoint off in the same statement (Standard Webhooks: the receiver
   * wants no more; the owner can switch it on again), so the failed delivery never shows beside
   * an endpoint still on.
   */
  record(attempt: AttemptRecord): Promise<void> {
    return new Promise((done, fail) => {
      this.queued.push({ attempt, done, fail });
      this.flush();
    });
  }

  private flush(): void {
    if (this.writing || this.queued.length === 0) return;
    this.writing = true;
    const batch = this.queued;
    this.queued = [];
    void this.writeAll(batch).finally(() => {
      this.writing = false;
      this.flush();
    });
  }

  private async writeAll(batch: Queued[]): Promise<void> {
    try {
      await this.write(batch.map(({ attempt }) => attempt));
      for (const { done } of batch) done();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.fail(error);
        return;
      }
      for (const one of batch) await this.write([one.attempt]).then(one.done, one.fail);
    }
  }

  private async write(attempts: AttemptRecord[]): Promise<void> {
    const column = <T>(pick: (attempt: AttemptRecord) => T) => attempts.map(pick);
    await this.db.query(
      `WITH r AS (
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[],
                              $7::int[], $8::timestamptz[], $9::text[], $10::timestamptz[])
           AS r(message_id, endpoint_id, kind, attempt, status_code, error, duration_ms,
                next_retry_at, state, attempted_at)),
       attempted AS (
         INSERT INTO webhook_deliveries
           (message_id, endpoint_id, kind, attempt, status_code, error, duration_ms, next_retry_at,
            state, attempted_at)
         SELECT message_id, endpoint_id, kind, attempt, status_code, error, duration_ms,
                next_retry_at, state, attempted_at FROM r),
       gone AS (
         UPDATE webhook_endpoints e
            SET enabled = false, disabled_reason = 'gone', updated_at = r.attempted_at
           FROM r WHERE e.id = r.endpoint_id AND r.status_code = 410)
       UPDATE webhook_messages m SET state = r.state
         FROM r WHERE m.id = r.message_id AND r.state <> 'pending'`,
      [
        column((a) => a.messageId),
        column((a) => a.endpointId),
        column((a) => a.kind),
        column((a) => a.attempt),
        column((a) => a.statusCode),
        column((a) => a.error),
        column((a) => a.durationMs),
        column((a) => a.nextRetryAt),
        column((a) => a.state),
        column((a) => a.attemptedAt),
      ],
    );
  }
}
