import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type CourtsideEvent,
  type EventStore,
  type Scores,
} from '@courtside/events';

/** Appends catalogue events to one stream, as command-service would. */
export async function append(
  store: EventStore,
  stream: string,
  ...events: Array<CourtsideEvent | { type: string; data: unknown }>
): Promise<AppendResult> {
  return store.append(
    stream,
    events.map(({ type, data }) => ({
      id: randomUUID(),
      type,
      data,
      metadata: {
        actor: { kind: 'official', id: '7' },
        ip: '127.0.0.1',
        userAgent: 'vitest',
        correlationId: randomUUID(),
        causationId: null,
        at: '2026-03-07T18:00:00.000Z',
      },
    })),
    { expectedRevision: 'any' },
  );
}

/** Scores from two lists of four periods (plus optional extra time). */
export function scores(a: number[], b: number[], extra: [number, number] | null = null): Scores {
  const at = (list: number[], index: number) => list[index] ?? null;
  return {
    A1: at(a, 0),
    A2: at(a, 1),
    A3: at(a, 2),
    A4: at(a, 3),
    A_extra: extra?.[0] ?? null,
    B1: at(b, 0),
    B2: at(b, 1),
    B3: at(b, 2),
    B4: at(b, 3),
    B_extra: extra?.[1] ?? null,
  };
}

export const forfeitScores = scores([20, 0, 0, 0], [0, 0, 0, 0]);
