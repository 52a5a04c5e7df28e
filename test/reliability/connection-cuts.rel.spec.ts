import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from './scale';
import { startRunningApp, type RunningTestApp } from './support/running-app';

// Fault 5: every database connection of every service (pools, LISTENs, the projection lock,
// the Socket.IO adapter) is terminated again and again while score saves and reads keep
// coming. The cuts come after every batch of answered requests rather than on a timer, so a
// slow machine sees the same number of cuts under the same load.

const cuts = scaled(6, 40);
const answersBetweenCuts = scaled(25, 40);
const readers = 3;
const retriesAfterLastCut = 20;

let running: RunningTestApp;

beforeAll(async () => {
  running = await startRunningApp();
});

afterAll(async () => {
  await running?.close();
});

interface Tally {
  tried: number;
  /**
   * Requests whose kept-alive HTTP connection was reset before any answer. Client and gateway
   * share this test's event loop, and on a loaded machine an idle socket's keep-alive timers can
   * fire together; a browser sends such a request again by itself, and so does this client (a
   * GET, or a save with its Idempotency-Key). Counted apart: they are not answers.
   */
  resets: number;
  ok: number;
  unavailable: number;
  other: { status: number; path: string }[];
}

describe('when every service’s database connections are cut again and again under load', () => {
  it('keeps every process up, stores every answered save once, and serves again at once', async () => {
    const tally: Tally = { tried: 0, ok: 0, unavailable: 0, resets: 0, other: [] };
    const saved: number[] = [];
    let stopping = false;
    let waiting: { at: number; resolve: () => void } | null = null;
    const count = (status: number, path: string) => {
      tally.tried += 1;
      if (status >= 200 && status < 300) tally.ok += 1;
      else if (status === 503) tally.unavailable += 1;
      else tally.other.push({ status, path });
      if (waiting && tally.tried >= waiting.at) {
        waiting.resolve();
        waiting = null;
      }
    };
    const answered = (at: number) =>
      new Promise<void>((resolve) => {
        waiting = { at, resolve };
      });

    const startRevision = await running.contestRevision();
    const writer = async () => {
      let revision = startRevision;
      for (let save = 0; !stopping; save += 1) {
        const body = running.scoreBody(revision);
        const key = `cuts-${save}`;
        // As a client does: the same request, with its Idempotency-Key, until it is answered.
        for (;;) {
          const answer = await running.saveScore(body, key).catch(() => null);
          if (!answer) {
            tally.resets += 1;
            continue;
          }
          count(answer.status, 'PUT score');
          if (answer.status === 503) continue;
          if (answer.status === 200) {
            revision = answer.body.revision as number;
            saved.push(revision);
          }
          break;
        }
        if (tally.other.length > 0) return;
      }
    };
    const reader = async (index: number) => {
      const paths = [
        `/api/contests/${running.contestId}`,
        `/api/leagues/${running.app.demo?.inProgressLeagueId}/public-standings`,
      ];
      for (let read = index; !stopping; read += 1) {
        const path = paths[read % paths.length] ?? '';
        const answer = await running.browser.get(path).catch(() => null);
        if (answer) count(answer.status, `GET ${path}`);
        else tally.resets += 1;
      }
    };
    const load = Promise.all([writer(), ...Array.from({ length: readers }, (_, i) => reader(i))]);

    let terminated = 0;
    for (let cut = 0; cut < cuts && tally.other.length === 0; cut += 1) {
      await answered(tally.tried + answersBetweenCuts);
      terminated += await running.terminateAll();
    }
    stopping = true;
    waiting = null;
    await load;
    if (tally.other.length > 0) {
      // What the services logged as errors says why; the expected connection warnings do not.
      console.log(running.logLines.filter((line) => line.includes('"level":50')).join('\n'));
    }
    expect(tally.other).toEqual([]);

    // Back at once: a read and a save succeed within a few immediate retries of the last cut.
    let attempts = 0;
    for (; attempts < retriesAfterLastCut; attempts += 1) {
      const answer = await running.browser.get(`/api/contests/${running.contestId}`);
      if (answer.status === 200) break;
      expect(answer.status).toBe(503);
    }
    expect(attempts).toBeLessThan(retriesAfterLastCut);

    // Every 2xx has its event in the log, exactly once, and nothing else was stored.
    for (const revision of saved) {
      expect(await running.eventsAt(running.stream, revision)).toBe(1);
    }
    expect(await running.contestRevision()).toBe(startRevision + saved.length);
    await running.expectScoreToFlow();

    console.log(
      `connection cuts: ${cuts} rounds, ${terminated} connections terminated; ` +
        `${tally.tried} requests tried, ${tally.ok} 2xx, ${tally.unavailable} 503, ` +
        `${tally.other.length} other, ${tally.resets} HTTP resets retried; ` +
        `${saved.length} saves stored, events lost: 0`,
    );
    expect(terminated).toBeGreaterThanOrEqual(cuts);
    expect(saved.length).toBeGreaterThan(0);
  });
});
