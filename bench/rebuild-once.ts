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
import { onStopRequest } from './children';
import { wallNow } from './stats';

// The URL (with the database's password) comes over IPC, not argv, which `ps` shows to anyone.
const url = await new Promise<string>((resolve) =>
  process.once('message', (message) => resolve((message as { databaseUrl: string }).databaseUrl)),
);
onStopRequest(async () => {});
const logger = pino(
  { level: 'info' },
  {
    write(line: string) {
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
process.send?.({ type: 'started', at: wallNow() });
const result = await rebuildReadModels({ knex, store, logger, countEvents });
process.send?.({ type: 'done', replayed: result.replayed, at: wallNow() });
await store.close();
await knex.destroy();
await pool.end();
process.exit(0);
