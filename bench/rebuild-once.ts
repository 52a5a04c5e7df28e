/**
 * One `npm run rebuild` on the database the bench names over IPC, by the same code path as
 * scripts/rebuild.ts (rebuildReadModels over the PostgreSQL store), in a process of its own so
 * the bench can stop it at its time bound. Its progress lines go to the bench over IPC.
 */
import knexFactory from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createPostgresEventStore } from '@courtside/events/store';
import { rebuildReadModels } from '@courtside/projection-service';
import { text } from 'node:stream/consumers';
import { onStopRequest } from './children';
import { wallNow } from './stats';

// The URL (with the database's password) comes over IPC, not argv, which `ps` shows to anyone;
// run by hand (no IPC channel, for profiling) it is read from stdin and progress is printed.
const byHand = !process.send;
const url = byHand
  ? (await text(process.stdin)).trim()
  : await new Promise<string>((resolve) =>
      process.once('message', (message) =>
        resolve((message as { databaseUrl: string }).databaseUrl),
      ),
    );
if (!byHand) onStopRequest(async () => {});
const logger = pino(
  { level: 'info' },
  {
    write(line: string) {
      if (byHand) process.stdout.write(line);
      const entry = JSON.parse(line) as { replayed?: number };
      if (typeof entry.replayed === 'number') {
        process.send?.({ type: 'progress', replayed: entry.replayed, at: wallNow() });
      }
    },
  },
);
const pool = new pg.Pool({ connectionString: url });
const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 3 } });
const store = createPostgresEventStore({ pool, logger });
const countEvents = async () => {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]?.n ?? 0;
};
await countEvents();
const began = wallNow();
process.send?.({ type: 'started', at: began });
const result = await rebuildReadModels({ knex, store, logger, countEvents });
process.send?.({ type: 'done', replayed: result.replayed, at: wallNow() });
if (byHand)
  console.log(`${result.replayed} events in ${((wallNow() - began) / 1000).toFixed(1)} s`);
await store.close();
await knex.destroy();
await pool.end();
process.exit(0);
