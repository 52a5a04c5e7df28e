/**
 * Scenario 3: the rebuild (`npm run rebuild`'s code path) over the generated log, in events/s,
 * each run bounded in time: a run still going at the bound is stopped and its rate read from
 * its last progress line. The baseline, same run, same rows: one SQL GROUP BY over the log.
 */
import pg from 'pg';
import { forkChild, nextMessage, stopChild } from './children';
import { figure, type Figure } from './stats';

interface Progress {
  type: 'started' | 'progress' | 'done';
  replayed?: number;
  at: number;
}

export interface RebuildFigures {
  events: number;
  courtside: Figure;
  baseline: Figure;
  /** Runs stopped at the bound before the log was replayed. */
  unfinished: number;
  boundMs: number;
}

async function rebuildOnce(url: string, boundMs: number) {
  const child = forkChild('./rebuild-once.ts');
  child.send({ databaseUrl: url });
  try {
    const started = await nextMessage<Progress>(child, (m) => m.type === 'started');
    let last: Progress = started;
    child.on('message', (message: Progress) => {
      if (message.type === 'progress') last = message;
    });
    const done = await nextMessage<Progress>(child, (m) => m.type === 'done', boundMs).catch(
      () => null,
    );
    const end = done ?? last;
    const seconds = (end.at - started.at) / 1000;
    return { rate: (end.replayed ?? 0) / seconds, finished: done !== null };
  } finally {
    await stopChild(child);
  }
}

async function groupByOnce(client: pg.Client, events: number): Promise<number> {
  const started = performance.now();
  await client.query(
    `SELECT stream_id, type, count(*), max(revision),
            sum(coalesce((data->'scores'->>'A1')::int, 0)) AS points
       FROM events GROUP BY stream_id, type`,
  );
  return events / ((performance.now() - started) / 1000);
}

export async function rebuildScenario(
  url: string,
  reps: number,
  boundMs: number,
  log: (line: string) => void,
): Promise<RebuildFigures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const events = rows[0]?.n ?? 0;
    const rates: number[] = [];
    const baseline: number[] = [];
    let unfinished = 0;
    for (let rep = 0; rep < reps; rep++) {
      log(`rebuild: run ${rep + 1} of ${reps} over ${events.toLocaleString('en')} events…`);
      const run = await rebuildOnce(url, boundMs);
      rates.push(run.rate);
      if (!run.finished) unfinished += 1;
      baseline.push(await groupByOnce(client, events));
    }
    return { events, courtside: figure(rates), baseline: figure(baseline), unfinished, boundMs };
  } finally {
    await client.end();
  }
}
