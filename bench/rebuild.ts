/**
 * Scenario 3: the rebuild (`npm run rebuild`'s code path) over the generated log, in events/s,
 * each run bounded in time: a run still going at the bound is stopped and its rate read from
 * its last progress line. The baseline, same run, same rows: one SQL GROUP BY over the log. The
 * floor: writing the audit log the rebuild just wrote (one row per event) and nothing else, the
 * way the rebuild writes it, which no rebuild that keeps this audit log can beat on this machine.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
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
  /**
   * The audit log's own write, in events/s: its rows (as the rebuild wrote them) copied into a
   * fresh table with its primary key, then its secondary indexes built on two connections.
   * Null when no run finished (no rebuilt audit log to copy).
   */
  floor: Figure | null;
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

/**
 * Events/s of writing only the rebuilt audit log, as the rebuild does: COPY into a fresh table
 * that has the primary key (synchronous_commit off), then each secondary index, two at a time.
 * The rows are read out first, untimed; null when there is no rebuilt audit log.
 */
async function auditLogFloorOnce(url: string, events: number): Promise<number | null> {
  const clients = [
    new pg.Client({ connectionString: url }),
    new pg.Client({ connectionString: url }),
  ];
  const client = clients[0] as pg.Client;
  await Promise.all(clients.map((c) => c.connect()));
  const table = 'public.bench_audit_floor';
  try {
    const { rows: found } = await client.query<{ t: string | null }>(
      "SELECT to_regclass('rm.audit_log')::text AS t",
    );
    if (!found[0]?.t) return null;
    const chunks: Buffer[] = [];
    await pipeline(
      client.query(copyTo('COPY rm.audit_log TO STDOUT')),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    const { rows: indexes } = await client.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
        WHERE indrelid = 'rm.audit_log'::regclass AND NOT indisprimary`,
    );
    const builds = indexes.map(({ definition }, n) =>
      definition.replace(
        /^CREATE INDEX \S+ ON \S+ /,
        `CREATE INDEX bench_audit_floor_${n} ON ${table} `,
      ),
    );
    await client.query(`DROP TABLE IF EXISTS ${table}`);
    await client.query(`CREATE TABLE ${table} (LIKE rm.audit_log INCLUDING DEFAULTS)`);
    const { rows: keys } = await client.query<{ key: string }>(
      `SELECT pg_get_constraintdef(oid) AS key FROM pg_constraint
        WHERE conrelid = 'rm.audit_log'::regclass AND contype = 'p'`,
    );
    for (const { key } of keys) await client.query(`ALTER TABLE ${table} ADD ${key}`);
    const started = performance.now();
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${table} FROM STDIN`)));
    await client.query('COMMIT');
    await Promise.all(
      clients.map(async (c) => {
        for (let build = builds.shift(); build; build = builds.shift()) await c.query(build);
      }),
    );
    return events / ((performance.now() - started) / 1000);
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await Promise.all(clients.map((c) => c.end()));
  }
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
    const floor: number[] = [];
    let unfinished = 0;
    for (let rep = 0; rep < reps; rep++) {
      log(`rebuild: run ${rep + 1} of ${reps} over ${events.toLocaleString('en')} events…`);
      const run = await rebuildOnce(url, boundMs);
      rates.push(run.rate);
      if (!run.finished) unfinished += 1;
      baseline.push(await groupByOnce(client, events));
      // Only a finished run left a rebuilt audit log (a cut one leaves rm_next half written).
      const written = run.finished ? await auditLogFloorOnce(url, events) : null;
      if (written !== null) floor.push(written);
    }
    return {
      events,
      courtside: figure(rates),
      baseline: figure(baseline),
      floor: floor.length > 0 ? figure(floor) : null,
      unfinished,
      boundMs,
    };
  } finally {
    await client.end();
  }
}
