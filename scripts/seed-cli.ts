/**
 * Seeds the demo into a running deployment (docker compose --profile demo run --rm seed):
 * events through the real command path into the configured store, demo accounts into the
 * gateway's tables. Does nothing when the log already holds events.
 */
import knexFactory from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createCommandService } from '@courtside/command-service';
import { createEventStore } from '@courtside/events/store';
import { migrateGateway } from '@courtside/gateway';
import { readSeedConfig } from './config';
import { seedDemoAccounts } from './demo/accounts';
import { demoAccounts } from './demo/data';
import { seedDemo } from './demo/seed';
import { endPool } from './end-pool';

async function main() {
  const config = readSeedConfig();
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  const knex = knexFactory({
    client: 'pg',
    connection: config.databaseUrl,
    pool: { min: 0, max: 3 },
  });
  const store =
    config.eventStore.kind === 'postgres'
      ? createEventStore({ kind: 'postgres', pool })
      : createEventStore(config.eventStore);
  try {
    await store.migrate();
    const existing = await store.readAll({ limit: 1 });
    if (existing.events.length > 0) {
      console.log('The event log already holds events; the demo was not seeded again.');
      return;
    }
    const command = createCommandService({ store, pool, logger: pino({ level: 'warn' }) });
    await command.migrate();
    await migrateGateway(knex);
    const result = await seedDemo(command.commands, new Date(), store);
    await seedDemoAccounts(knex, result.leagueIds, command.commands, result.playedContestIds, {
      store,
      at: new Date(),
    });
    console.log(`Demo seeded: ${result.leagueIds.length} leagues, up to ${result.lastPosition}.`);
    for (const account of Object.values(demoAccounts)) {
      console.log(`  ${account.kind}: ${account.email} / ${account.password}`);
    }
  } finally {
    await store.close();
    await knex.destroy();
    await endPool(pool);
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
