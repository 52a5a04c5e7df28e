/**
 * The score command's floor: the least a save can cost in Courtside's shape on this machine.
 * Two bare node:http servers stand for the gateway and the command-service, in one process or
 * (role 'gateway' and 'command') in two. The first reads the session row (one primary-key
 * SELECT) and forwards the body over a keep-alive connection to the second, which stores the
 * event in a copy of `events` by group commit (below) and answers the new revision. Beside
 * them, as the projection-service beside the command-service, a bare projection folds what was
 * stored into a read-model table with its checkpoint and sends a change notice (below): every
 * save in this architecture is projected on the same two cores. No framework, no validation,
 * no rules, no audit log, no reactors: what Courtside adds to this is its own cost. Gets its
 * start over IPC; says { type: 'ready', url } over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { endPool } from '../scripts/end-pool';
import { onStopRequest } from './children';

/** 'both' runs the two hops in this process; 'command' and 'gateway' one each. */
export interface FloorStart {
  databaseUrl: string;
  role: 'both' | 'command' | 'gateway';
  /** For 'gateway' alone: where the 'command' process listens. */
  commandUrl?: string;
}

const { databaseUrl, role, commandUrl } = await new Promise<FloorStart>((resolve) =>
  process.once('message', (message) => resolve(message as FloorStart)),
);
// As many connections as the services' shared pool has (scripts/app.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const sid = 'bench-floor-session';
if (role !== 'gateway') {
  await pool.query('DROP TABLE IF EXISTS bench_floor_events');
  await pool.query('CREATE TABLE bench_floor_events (LIKE events INCLUDING ALL)');
  await pool.query('DROP TABLE IF EXISTS bench_floor_sessions');
  await pool.query(
    'CREATE TABLE bench_floor_sessions (sid text PRIMARY KEY, sess json NOT NULL, expire timestamptz NOT NULL)',
  );
  await pool.query(`INSERT INTO bench_floor_sessions VALUES ($1, $2, now() + interval '1 hour')`, [
    sid,
    JSON.stringify({ accountId: 1, csrf: randomUUID() }),
  ]);
  await pool.query('DROP TABLE IF EXISTS bench_floor_contests, bench_floor_checkpoint');
  await pool.query(
    'CREATE TABLE bench_floor_contests (stream_id text PRIMARY KEY, revision int NOT NULL, data jsonb NOT NULL)',
  );
  await pool.query('CREATE TABLE bench_floor_checkpoint (id int PRIMARY KEY, position bigint)');
  await pool.query('INSERT INTO bench_floor_checkpoint VALUES (1, 0)');
}

function bodyOf(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

interface Pending {
  stream: string;
  revision: number;
  data: string;
  metadata: string;
  done: (error?: unknown) => void;
}

/**
 * Group commit, the cheapest way to store many saves: every save that arrives while a write
 * is in flight goes into the next one, a single statement that inserts them all and sends
 * NOTIFY (pg_notify in the same statement), so a round trip and a commit serve many saves.
 * Its notice wakes the bare projection.
 */
let queue: Pending[] = [];
let writing = false;
function flush(): void {
  if (writing || queue.length === 0) return;
  writing = true;
  const batch = queue;
  queue = [];
  pool
    .query(
      `WITH appended AS (
         INSERT INTO bench_floor_events (event_id, stream_id, revision, type, data, metadata)
         SELECT gen_random_uuid(), s, r, 'ScoreRecorded', d, m
           FROM unnest($1::text[], $2::int[], $3::jsonb[], $4::jsonb[]) AS e(s, r, d, m)
         RETURNING revision)
       SELECT pg_notify('courtside_floor_appended', max(revision)::text) FROM appended`,
      [
        batch.map((p) => p.stream),
        batch.map((p) => p.revision),
        batch.map((p) => p.data),
        batch.map((p) => p.metadata),
      ],
    )
    .then(
      () => batch.forEach((p) => p.done()),
      (error: unknown) => batch.forEach((p) => p.done(error)),
    )
    .finally(() => {
      writing = false;
      flush();
    });
}

/**
 * The bare projection: woken by the append's notice, it folds every event stored after its
 * checkpoint into `bench_floor_contests` (the latest revision of each stream), moves the
 * checkpoint and sends the change notice, all in one statement and so one transaction, as the
 * projection-service commits rows and checkpoint together and notices after. The notice carries
 * the highest revision folded: the score → screen floor's push (bench/bare-server.ts given a
 * database) sends the contest at that revision. Notices that arrive while it runs make one more
 * pass. Group commit has one write in flight at a time, so positions commit in order here.
 */
/** The pass on its way, and the passes it will still start; null once none is. */
let projecting: Promise<void> | null = null;
let projectAgain = false;
function project(): void {
  if (projecting) {
    projectAgain = true;
    return;
  }
  projectAgain = false;
  projecting = pool
    .query(
      `WITH cp AS (SELECT position FROM bench_floor_checkpoint WHERE id = 1 FOR UPDATE),
       batch AS (
         SELECT e.position, e.stream_id, e.revision, e.data FROM bench_floor_events e, cp
          WHERE e.position > cp.position ORDER BY e.position LIMIT 1000),
       latest AS (
         SELECT DISTINCT ON (stream_id) stream_id, revision, data FROM batch
          ORDER BY stream_id, position DESC),
       folded AS (
         INSERT INTO bench_floor_contests SELECT * FROM latest
         ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision, data = EXCLUDED.data
         RETURNING revision),
       moved AS (
         UPDATE bench_floor_checkpoint SET position = (SELECT max(position) FROM batch)
          WHERE id = 1 AND EXISTS (SELECT 1 FROM batch) RETURNING position)
       SELECT pg_notify('courtside_floor_changed', (SELECT max(revision) FROM folded)::text)
         FROM moved`,
    )
    .then(
      () => undefined,
      (error: unknown) => console.error('the floor projection failed:', error),
    )
    .finally(() => {
      projecting = null;
      if (projectAgain) project();
    });
}
let listener: pg.Client | null = null;
if (role !== 'gateway') {
  listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', project);
  await listener.query('LISTEN courtside_floor_appended');
}

const revisions = new Map<string, number>();
const command = http.createServer((req, res) => {
  void (async () => {
    const body = await bodyOf(req);
    JSON.parse(body); // the command-service reads the command; a bad body answers 500 here
    const stream = `contest-floor-${req.url}`;
    const revision = (revisions.get(stream) ?? -1) + 1;
    revisions.set(stream, revision);
    const metadata = typeof req.headers['x-actor'] === 'string' ? req.headers['x-actor'] : '{}';
    await new Promise<void>((resolve, reject) => {
      queue.push({
        stream,
        revision,
        data: body,
        metadata,
        done: (error) => (error ? reject(error as Error) : resolve()),
      });
      flush();
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ revision }));
  })().catch((error: unknown) => {
    res.writeHead(500).end(String(error));
  });
});

const agent = new http.Agent({ keepAlive: true });
let commandPort = commandUrl ? Number(new URL(commandUrl).port) : 0;
const gateway = http.createServer((req, res) => {
  void (async () => {
    const body = await bodyOf(req);
    const session = await pool.query('SELECT sess FROM bench_floor_sessions WHERE sid = $1', [sid]);
    if (session.rowCount !== 1) throw new Error('no session');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const forward = http.request(
        {
          host: '127.0.0.1',
          port: commandPort,
          path: req.url,
          method: 'PUT',
          agent,
          headers: { 'content-type': 'application/json', 'x-actor': '{"kind":"official"}' },
        },
        (answered) => {
          bodyOf(answered).then(
            (text) => resolve({ status: answered.statusCode ?? 0, text }),
            reject,
          );
        },
      );
      forward.on('error', reject);
      forward.end(body);
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.text);
  })().catch((error: unknown) => {
    res.writeHead(500).end(String(error));
  });
});

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const servers = role === 'both' ? [command, gateway] : [role === 'command' ? command : gateway];
if (role !== 'gateway') commandPort = await listen(command);
const port = role === 'command' ? commandPort : await listen(gateway);

onStopRequest(async () => {
  agent.destroy();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  if (role !== 'gateway') {
    await listener?.end();
    // The last passes may still be on their way: each one that ends may start one more.
    while (projecting) await projecting;
    await pool.query(
      'DROP TABLE IF EXISTS bench_floor_events, bench_floor_sessions, bench_floor_contests, bench_floor_checkpoint',
    );
  }
  await endPool(pool);
});
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
