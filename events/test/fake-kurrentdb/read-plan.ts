import { decodeStreamName } from './codec';
import type { StoredEvent } from './log';
import type { ReadReq, streamsPb } from './protocol';

type FilterOptions = InstanceType<typeof streamsPb.ReadReq.Options.FilterOptions>;

/** A server-side filter of a read or subscription of $all. */
export interface EventFilter {
  matches(event: StoredEvent): boolean;
  /** Send a checkpoint after this many events were considered (window × multiplier). */
  checkpointEvery: number;
}

/** What a ReadReq asks for, in the fake's terms. */
export interface ReadPlan {
  /** undefined reads $all. */
  streamId: string | undefined;
  from:
    | { kind: 'start' }
    | { kind: 'end' }
    | { kind: 'position'; value: bigint }
    | { kind: 'revision'; value: bigint };
  backwards: boolean;
  count: bigint | 'subscription';
  filter: EventFilter | undefined;
  /** Whether the client asked for structured UUIDs rather than strings. */
  structuredIds: boolean;
}

/** KurrentDB's default max search window when the client sends "count" instead of "max". */
const DEFAULT_SEARCH_WINDOW = 32;

export function parseReadRequest(request: ReadReq): ReadPlan {
  const options = request.getOptions();
  if (!options) throw new Error('A read needs options.');
  const structuredIds = options.getUuidOption()?.hasStructured() ?? false;
  const backwards = options.getReadDirection() === 1;
  const count = options.hasSubscription() ? 'subscription' : BigInt(options.getCount() || '0');
  const stream = options.getStream();
  if (stream) {
    const from: ReadPlan['from'] = stream.hasRevision()
      ? { kind: 'revision', value: BigInt(stream.getRevision()) }
      : stream.hasEnd()
        ? { kind: 'end' }
        : { kind: 'start' };
    return {
      streamId: decodeStreamName(stream.getStreamIdentifier()) ?? '',
      from,
      backwards,
      count,
      filter: undefined,
      structuredIds,
    };
  }
  const all = options.getAll();
  const position = all?.getPosition();
  const from: ReadPlan['from'] = position
    ? { kind: 'position', value: BigInt(position.getCommitPosition()) }
    : all?.hasEnd()
      ? { kind: 'end' }
      : { kind: 'start' };
  return {
    streamId: undefined,
    from,
    backwards,
    count,
    filter: parseFilter(options.getFilter()),
    structuredIds,
  };
}

function parseFilter(filter: FilterOptions | undefined): EventFilter | undefined {
  if (!filter) return undefined;
  const onStream = filter.hasStreamIdentifier();
  const expression = onStream ? filter.getStreamIdentifier() : filter.getEventType();
  if (!expression) return undefined;
  const regex = expression.getRegex() ? new RegExp(expression.getRegex()) : undefined;
  const prefixes = expression.getPrefixList();
  const window = filter.hasMax() ? filter.getMax() : DEFAULT_SEARCH_WINDOW;
  return {
    matches(event) {
      const value = onStream ? event.streamId : event.type;
      if (regex) return regex.test(value);
      return prefixes.length === 0 || prefixes.some((prefix) => value.startsWith(prefix));
    },
    checkpointEvery: Math.max(1, window * Math.max(1, filter.getCheckpointintervalmultiplier())),
  };
}
