import { loadConfig } from './config';
import { openProcessResources } from './event-store';
import { rebuildReadModels } from './rebuild';

/** `npm run rebuild`: rebuilds every read model from the log and swaps it in. */
async function main() {
  const config = loadConfig();
  const resources = openProcessResources(config, 3);
  const { logger, pool, knex, store } = resources;
  const postgres = config.eventStore.kind === 'postgres';
  try {
    const result = await rebuildReadModels({
      knex,
      store,
      logger,
      // Progress only: the port has no count, but the PostgreSQL log is a plain table.
      countEvents: postgres
        ? async () => {
            const { rows } = await pool.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM events',
            );
            return rows[0]?.n ?? 0;
          }
        : undefined,
    });
    logger.info(result, 'rebuild finished');
  } finally {
    await resources.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
