import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createPostgresEventStore } from '../src/store';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../src/testing';
import { describeEventStoreContract } from './store-contract';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
});

afterAll(async () => {
  await database?.drop();
});

describeEventStoreContract('PostgreSQL', async () => {
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  return {
    store,
    async dispose() {
      await store.close();
      await pool.end();
    },
  };
});
