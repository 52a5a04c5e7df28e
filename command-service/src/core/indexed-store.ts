import type { AppendResult, EventStore, NewEvent } from '@courtside/events';

/**
 * One of command-service's own lookup tables, kept in step with what command-service appends.
 * It wraps the append: whatever it writes before `append()` stays when the append fails or the
 * process dies before the append, so it writes only what errs on the safe side there (a claim
 * that makes a command refuse, never one that lets one through).
 */
export type AppendIndex = (
  stream: string,
  events: readonly NewEvent[],
  append: () => Promise<AppendResult>,
) => Promise<AppendResult>;

/**
 * The event store as command-service's commands and reactors use it: every append goes through
 * the indexes, so no command path can append a result or a season's end without them seeing it.
 * Reads go straight to the store (looked up at call time, so a test may watch them).
 */
export function withIndexes(store: EventStore, indexes: readonly AppendIndex[]): EventStore {
  return {
    append: (stream, events, options) =>
      indexes.reduceRight<() => Promise<AppendResult>>(
        (next, index) => () => index(stream, events, next),
        () => store.append(stream, events, options),
      )(),
    readStream: (stream) => store.readStream(stream),
    readAll: (options) => store.readAll(options),
    subscribe: (options) => store.subscribe(options),
    close: () => store.close(),
  };
}
