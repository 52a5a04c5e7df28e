/**
 * `npm run rebuild`: rebuilds every read model from the event log into fresh tables and swaps
 * them in. Uses DATABASE_URL, else the embedded database (the running one of `npm start`, or
 * starts it for the rebuild and stops it after).
 */
import knexFactory from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createPostgresEventStore } from '@courtside/events/store';
import { rebuildReadModels } from '@courtside/projection-service';
import { readStartConfig } from './config';
import { endPool } from './end-pool';
import { runningEmbedded, startEmbedded, type EmbeddedDatabase } from './embedded';

async function main() {
  const config = readStartConfig([]);
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl ?? (await runningEmbedded(config.dataDir, config.embeddedPort));
  if (!url) {
    embedded = await startEmbedded(config.dataDir, config.embeddedPort, false);
    url = embedded.url;
  }
  const logger = pino({ level: 'info' });
  const pool = new pg.Pool({ connectionString: url });
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 3 } });
  const store = createPostgresEventStore({ pool, logger });
  try {
    const result = await rebuildReadModels({
      knex,
      store,
      logger,
      countEvents: async () => {
        const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
        return rows[0]?.n ?? 0;
      },
    });
    console.log('Read models rebuilt and swapped in:', JSON.stringify(result));
  } finally {
    await store.close();
    await knex.destroy();
    await endPool(pool);
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error('Rebuild failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
