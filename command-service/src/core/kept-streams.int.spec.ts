import { randomUUID } from 'node:crypto';
import { streams, type RecordedEvent } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import {
  leagueWithContest,
  serviceForFile,
  streamsReadDuring,
  type ServiceUnderTest,
} from '../testing/service-under-test';

// Issue 13: a stream this process has just read or appended is kept, so the next save on it
// reads nothing; a stream another writer appended to meanwhile is read again, never decided on.

const during = new Date('2026-01-10T19:00:00.000Z');
const scores = (a1: number) => ({ A1: a1, A2: 18, A3: 22, A4: 15, B1: 15, B2: 20, B3: 14, B4: 16 });
let sut: ServiceUnderTest;

serviceForFile(new Date('2026-01-01T10:00:00.000Z'), (started) => {
  sut = started;
});

async function scoredContest(): Promise<number> {
  const { contestId } = await leagueWithContest(
    sut,
    { name: `Liga ${randomUUID()}` },
    '2026-01-10T18:00:00.000Z',
  );
  sut.clock.now = during;
  const first = await sut.send('PUT', `/contests/${contestId}/score`, {
    ...scores(20),
    expected_revision: 0,
  });
  expect(first.status).toBe(200);
  return contestId;
}

/** Another process saves a score: straight through the store, past this service. */
async function savedElsewhere(contestId: number, a1: number): Promise<RecordedEvent> {
  const stream = streams.contest(contestId);
  const last = (await sut.store.readStream(stream)).at(-1) as RecordedEvent & {
    data: { scores: Record<string, unknown> };
  };
  await sut.store.append(
    stream,
    [
      {
        id: randomUUID(),
        type: last.type,
        data: { ...last.data, scores: { ...last.data.scores, A1: a1 } },
        metadata: last.metadata,
      },
    ],
    { expectedRevision: last.revision },
  );
  return (await sut.store.readStream(stream)).at(-1) as RecordedEvent;
}

describe('when an official saves again on a contest this service just saved', () => {
  it('reads no stream and stores the new score at the next revision', async () => {
    const contestId = await scoredContest();
    let answer = { status: 0, body: {} as Record<string, unknown> };
    const read = await streamsReadDuring(sut, async () => {
      answer = await sut.send('PUT', `/contests/${contestId}/score`, {
        ...scores(24),
        expected_revision: 1,
      });
    });
    expect(answer.status).toBe(200);
    expect(answer.body.revision).toBe(2);
    expect(read).toEqual([]);
    const last = (await sut.store.readStream(streams.contest(contestId))).at(-1);
    expect((last?.data as { scores: { A1: number } }).scores.A1).toBe(24);
  });

  it('finishes it with the score it saved last, still reading no stream', async () => {
    const contestId = await scoredContest();
    let finished = { status: 0, body: {} as Record<string, unknown> };
    const read = await streamsReadDuring(sut, async () => {
      for (const { revision, a1 } of [
        { revision: 1, a1: 24 },
        { revision: 2, a1: 27 },
        { revision: 3, a1: 29 },
      ]) {
        const saved = await sut.send('PUT', `/contests/${contestId}/score`, {
          ...scores(a1),
          expected_revision: revision,
        });
        expect(saved.status).toBe(200);
      }
      finished = await sut.send('POST', `/contests/${contestId}/finish`, {
        expected_revision: 4,
      });
    });
    expect(finished.status).toBe(200);
    expect(read).toEqual([]);
    const last = (await sut.store.readStream(streams.contest(contestId))).at(-1);
    expect(last?.type).toBe('ContestFinished');
    expect((last?.data as { scores: { A1: number } }).scores.A1).toBe(29);
    // The same score again changes nothing: it is the one the kept state holds.
    const same = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores(29),
      expected_revision: 5,
    });
    expect(same.status).toBe(200);
    expect(same.body.revision).toBe(5);
  });

  it('answers a retried request as it did the first time, without storing it twice', async () => {
    const contestId = await scoredContest();
    const send = () =>
      sut.send(
        'PUT',
        `/contests/${contestId}/score`,
        { ...scores(26), expected_revision: 1 },
        { 'idempotency-key': 'kept-retry' },
      );
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await sut.store.readStream(streams.contest(contestId))).toHaveLength(3);
  });
});

describe('when another writer saved the contest after this service last saw it', () => {
  it('reads the stream again and saves on top of the other score', async () => {
    const contestId = await scoredContest();
    const other = await savedElsewhere(contestId, 30);
    const answer = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores(32),
      expected_revision: other.revision,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.revision).toBe(other.revision + 1);
    const last = (await sut.store.readStream(streams.contest(contestId))).at(-1);
    expect((last?.data as { scores: { A1: number } }).scores.A1).toBe(32);
  });

  it('refuses a save based on the older score with 409 and the current revision', async () => {
    const contestId = await scoredContest();
    const other = await savedElsewhere(contestId, 30);
    const answer = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores(32),
      expected_revision: 1,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.current_revision).toBe(other.revision);
    expect(await sut.store.readStream(streams.contest(contestId))).toHaveLength(3);
  });
});
