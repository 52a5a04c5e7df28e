import { streams } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import {
  leagueWithContest,
  serviceForFile,
  type ServiceUnderTest,
} from '../testing/service-under-test';

// A league with a result may no longer be deleted. command-service claims "this league has a
// result" before it appends the score, so no crash or failure between the two can leave a league
// with a score and no claim (a claim for a score that never got stored only keeps the league).

const start = '2026-01-10T18:00:00.000Z';
const scores = { A1: 20, A2: 18, A3: 22, A4: 15, B1: 15, B2: 20, B3: 14, B4: 16 };
let sut: ServiceUnderTest;

async function leagueScheduled(name: string): Promise<{ leagueId: number; contestId: number }> {
  sut.clock.now = new Date('2026-01-01T10:00:00.000Z');
  const made = await leagueWithContest(sut, { name }, start);
  sut.clock.now = new Date('2026-01-10T19:00:00.000Z');
  return made;
}

serviceForFile(new Date('2026-01-01T10:00:00.000Z'), (started) => {
  sut = started;
});

describe('when a score is saved', () => {
  it('refuses to delete its league with leagueHasResults', async () => {
    const { leagueId, contestId } = await leagueScheduled('Liga sa rezultatom');
    const saved = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      expected_revision: 0,
    });
    expect(saved.status).toBe(200);
    const before = await sut.eventCount();
    const deleted = await sut.send('DELETE', `/leagues/${leagueId}`);
    expect(deleted).toEqual({
      status: 422,
      body: {
        message: { key: 'leagueHasResults' },
        errors: { id: [{ key: 'leagueHasResults' }] },
      },
    });
    expect(await sut.eventCount()).toBe(before);
  });
});

describe('when no contest of a league has a score', () => {
  it('deletes the league', async () => {
    const { leagueId } = await leagueScheduled('Liga bez rezultata');
    const deleted = await sut.send('DELETE', `/leagues/${leagueId}`);
    expect(deleted.status).toBe(200);
  });
});

describe("when a score's append fails after command-service decided it", () => {
  it('stores no score, and still refuses to delete the league', async () => {
    const { leagueId, contestId } = await leagueScheduled('Liga sa prekidom');
    const append = sut.store.append.bind(sut.store);
    // The database goes away at the worst moment: after the decision, at the append.
    sut.store.append = (stream, events, options) =>
      stream === streams.contest(contestId)
        ? Promise.reject(new Error('connection terminated'))
        : append(stream, events, options);
    let failed;
    try {
      failed = await sut.send('PUT', `/contests/${contestId}/score`, {
        ...scores,
        expected_revision: 0,
      });
    } finally {
      sut.store.append = append;
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await sut.store.readStream(streams.contest(contestId))).toHaveLength(1);
    const deleted = await sut.send('DELETE', `/leagues/${leagueId}`);
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toEqual({ key: 'leagueHasResults' });
  });
});

describe('when a score is saved while the league is being deleted', () => {
  it('waits for the delete, then is refused, so no deleted league has a result', async () => {
    const { leagueId, contestId } = await leagueScheduled('Liga u brisanju');
    const append = sut.store.append.bind(sut.store);
    let reached!: () => void;
    let release!: () => void;
    const deleting = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // The delete has decided and is about to store LeagueDeleted when the score arrives.
    sut.store.append = async (stream, events, options) => {
      if (stream === streams.league(leagueId)) {
        reached();
        await released;
      }
      return append(stream, events, options);
    };
    const deleted = sut.send('DELETE', `/leagues/${leagueId}`);
    let scored: Promise<{ status: number }> | undefined;
    try {
      await deleting;
      scored = sut.send('PUT', `/contests/${contestId}/score`, {
        ...scores,
        expected_revision: 0,
      });
      // The score's claim waits on the delete's row.
      await expect
        .poll(async () => {
          const { rows } = await sut.pool.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0]?.waiting;
        })
        .toBe(1);
    } finally {
      release();
      sut.store.append = append;
    }
    expect((await deleted).status).toBe(200);
    expect((await scored).status).toBe(404);
    expect(await sut.store.readStream(streams.contest(contestId))).toHaveLength(1);
  });
});
