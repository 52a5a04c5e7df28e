import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import {
  START,
  excludeSystemEvents,
  type AllStreamSubscription,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { isSystemEvent, toPosition, toRecordedEvent } from './kurrentdb-mapping';
import type { Checkpoint, RecordedEvent, SubscribeOptions, Subscription } from './port';

const DEFAULT_BATCH_SIZE = 500;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/** Set while a batch handler runs, so close() called from inside it does not wait for itself. */
const insideHandler = new AsyncLocalStorage<object>();

/**
 * A catch-up subscription to $all delivered in batches.
 *
 * Never a persistent subscription: those hand events out with retries and parking, so
 * they do not keep order. One catch-up subscription reads stored events, then live ones,
 * in log order. The batch handler is awaited before more events are taken from the
 * stream, and the client's readable buffer (one batch deep) then fills and stops the
 * gRPC stream, so a slow projection slows the server instead of filling memory.
 * When the connection fails, it reports the error and subscribes again after the last
 * checkpoint the handler completed, so nothing is skipped and nothing handled twice.
 */
export function subscribeInBatches(
  client: KurrentDBClient,
  options: SubscribeOptions,
): Subscription {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  let checkpoint: Checkpoint | null = options.after ?? null;
  let closed = false;
  let current: AllStreamSubscription | undefined;
  let retryMs = FIRST_RETRY_MS;
  const stopWaiting = new AbortController();
  const identity = {};

  async function consume(subscription: AllStreamSubscription): Promise<void> {
    let batch: RecordedEvent[] = [];
    // The server said so, or the last batch was short of the limit: the log's end was reached.
    let caughtUp = false;
    subscription.on('caughtUp', () => (caughtUp = true));
    subscription.on('fellBehind', () => (caughtUp = false));
    for await (const resolved of subscription) {
      if (closed) return;
      const event = resolved.event;
      if (event && !isSystemEvent(event)) batch.push(toRecordedEvent(event));
      if (batch.length === 0) continue;
      // What arrives while a caught-up reactor gathers joins this event's batch.
      if (caughtUp && batch.length === 1 && options.gather) {
        await options.gather();
        if (closed) return;
      }
      // Let messages already on the wire reach the buffer so a batch takes what is there.
      if (batch.length < batchSize && subscription.readableLength === 0) await nextTurn();
      if (batch.length >= batchSize || subscription.readableLength === 0) {
        const delivered = batch;
        batch = [];
        const last = (delivered[delivered.length - 1] as RecordedEvent).position;
        await insideHandler.run(identity, () => options.onBatch(delivered, last));
        caughtUp = delivered.length < batchSize;
        checkpoint = last;
        retryMs = FIRST_RETRY_MS;
      }
    }
  }

  const running = (async () => {
    while (!closed) {
      current = client.subscribeToAll(
        {
          fromPosition: checkpoint === null ? START : toPosition(checkpoint),
          filter: excludeSystemEvents(),
        },
        { highWaterMark: batchSize },
      );
      try {
        await consume(current);
        if (closed) break;
        throw new Error('KurrentDB ended the subscription to $all');
      } catch (error) {
        if (closed) break;
        options.onError?.(error);
      } finally {
        await current.unsubscribe().catch(() => undefined);
      }
      await sleep(retryMs, undefined, { signal: stopWaiting.signal }).catch(() => undefined);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();

  return {
    async close() {
      closed = true;
      stopWaiting.abort();
      await current?.unsubscribe().catch(() => undefined);
      // From inside onBatch, `running` waits for that very call; it stops once it returns.
      if (insideHandler.getStore() !== identity) await running;
    },
  };
}
