import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** How long a drop waits for the database's sessions to leave on their own. */
const DROP_WAIT_MS = 20_000;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the test server, so each test file is isolated. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A pool that was just ended may still have clients saying goodbye: pg's end() resolves
      // before they are gone, and on a loaded machine their backends can take seconds to leave.
      // Forcing the drop under them kills them mid-way, and the 57P01 they emit surfaces as an
      // unhandled error in whichever test file runs. So the drop waits until the database is
      // empty; a session still there after the bound is a leak (a pool nobody closed), named
      // here before FORCE cuts it off.
      const deadline = Date.now() + DROP_WAIT_MS;
      let left: { application_name: string; state: string | null; query: string }[] = [];
      for (;;) {
        ({ rows: left } = await client.query(
          `SELECT application_name, state, left(query, 80) AS query
             FROM pg_stat_activity WHERE datname = $1`,
          [name],
        ));
        if (left.length === 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if (left.length > 0) {
        console.warn(
          `test database ${name} still had ${left.length} session(s) after ${DROP_WAIT_MS} ms, ` +
            `dropped with FORCE: ${JSON.stringify(left)}`,
        );
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
