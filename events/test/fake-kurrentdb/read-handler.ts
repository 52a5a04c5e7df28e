import { randomUUID } from 'node:crypto';
import type { handleServerStreamingCall, ServerWritableStream } from '@grpc/grpc-js';
import { eventResponse, positionMessage, streamIdentifier } from './codec';
import type { FakeLog, StoredEvent } from './log';
import { streamsPb, timestampPb, type ReadReq, type ReadResp } from './protocol';
import { parseReadRequest, type ReadPlan } from './read-plan';

type ReadCall = ServerWritableStream<ReadReq, ReadResp>;

/**
 * Streams.Read: a bounded read of a stream or of $all, or (count option "subscription")
 * a catch-up subscription that first confirms, then sends what is stored, says it caught
 * up, and keeps sending new events until the client cancels.
 */
export function readHandler(log: FakeLog): handleServerStreamingCall<ReadReq, ReadResp> {
  return (call) => {
    const plan = parseReadRequest(call.request);
    const run = plan.count === 'subscription' ? subscribe(log, plan, call) : read(log, plan, call);
    run.catch((error: unknown) => {
      if (!call.cancelled) call.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  };
}

async function read(log: FakeLog, plan: ReadPlan, call: ReadCall): Promise<void> {
  const events = source(log, plan);
  if (!events) {
    const notFound = new streamsPb.ReadResp.StreamNotFound().setStreamIdentifier(
      streamIdentifier(plan.streamId ?? ''),
    );
    await send(call, new streamsPb.ReadResp().setStreamNotFound(notFound));
    call.end();
    return;
  }
  const limit = plan.count === 'subscription' ? Infinity : plan.count;
  let sent = 0n;
  const step = plan.backwards ? -1 : 1;
  for (let index = startIndex(events, plan); index >= 0 && index < events.length; index += step) {
    if (sent >= limit || call.cancelled) break;
    const event = events[index] as StoredEvent;
    if (plan.filter && !plan.filter.matches(event)) continue;
    await send(call, eventResponse(event, plan.structuredIds));
    sent += 1n;
  }
  call.end();
}

async function subscribe(log: FakeLog, plan: ReadPlan, call: ReadCall): Promise<void> {
  let appended = false;
  let wake: (() => void) | undefined;
  const stopListening = log.onAppended(() => {
    appended = true;
    wake?.();
  });
  call.on('cancelled', () => wake?.());
  try {
    const confirmation = new streamsPb.ReadResp.SubscriptionConfirmation().setSubscriptionId(
      randomUUID(),
    );
    await send(call, new streamsPb.ReadResp().setConfirmation(confirmation));
    // Subscriptions start after the given position or revision, unlike reads.
    let cursor = subscriptionStart(source(log, plan) ?? [], plan);
    let scanned = 0;
    let caughtUp = false;
    while (!call.cancelled) {
      appended = false;
      const events = source(log, plan) ?? [];
      while (cursor < events.length && !call.cancelled) {
        const event = events[cursor] as StoredEvent;
        cursor += 1;
        scanned += 1;
        if (!plan.filter || plan.filter.matches(event)) {
          await send(call, eventResponse(event, plan.structuredIds));
        }
        if (plan.filter && scanned % plan.filter.checkpointEvery === 0) {
          // A filtered subscription reports progress over events it skipped.
          const checkpoint = new streamsPb.ReadResp.Checkpoint()
            .setCommitPosition(event.position.toString())
            .setPreparePosition(event.position.toString())
            .setTimestamp(timestampPb.Timestamp.fromDate(new Date()));
          await send(call, new streamsPb.ReadResp().setCheckpoint(checkpoint));
        }
      }
      if (!caughtUp) {
        caughtUp = true;
        await send(call, new streamsPb.ReadResp().setCaughtUp(caughtUpMessage(events, plan)));
      }
      if (!appended && !call.cancelled) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    }
  } finally {
    stopListening();
  }
}

function caughtUpMessage(events: readonly StoredEvent[], plan: ReadPlan) {
  const last = events[events.length - 1];
  const message = new streamsPb.ReadResp.CaughtUp().setTimestamp(
    timestampPb.Timestamp.fromDate(new Date()),
  );
  if (!last) return message;
  if (plan.streamId === undefined) return message.setPosition(positionMessage(last.position));
  return message.setStreamRevision(last.revision.toString());
}

function source(log: FakeLog, plan: ReadPlan): readonly StoredEvent[] | undefined {
  return plan.streamId === undefined ? log.all() : log.stream(plan.streamId);
}

/** Where a bounded read begins: positions and revisions are inclusive going forwards. */
function startIndex(events: readonly StoredEvent[], plan: ReadPlan): number {
  const { from, backwards } = plan;
  if (from.kind === 'start') return backwards ? -1 : 0;
  if (from.kind === 'end') return backwards ? events.length - 1 : events.length;
  if (from.kind === 'revision') {
    return backwards ? Math.min(Number(from.value), events.length - 1) : Number(from.value);
  }
  const first = events.findIndex((event) => event.position >= from.value);
  const atOrAfter = first === -1 ? events.length : first;
  // Going backwards from a position returns what lies before it.
  return backwards ? atOrAfter - 1 : atOrAfter;
}

/** Where a subscription begins: after the given position or revision. */
function subscriptionStart(events: readonly StoredEvent[], plan: ReadPlan): number {
  const { from } = plan;
  if (from.kind === 'start') return 0;
  if (from.kind === 'end') return events.length;
  if (from.kind === 'revision') return Number(from.value) + 1;
  const first = events.findIndex((event) => event.position > from.value);
  return first === -1 ? events.length : first;
}

/** Writes one message, waiting while the client's flow-control window is full. */
function send(call: ReadCall, message: ReadResp): Promise<void> {
  if (call.cancelled) return Promise.resolve();
  return new Promise((resolve) => {
    if (call.write(message)) resolve();
    else {
      // Resolve on cancel too, or a client that went away would hold this read forever.
      call.once('drain', () => resolve());
      call.once('cancelled', () => resolve());
    }
  });
}
