import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** How long a drop waits for the database's sessions to leave on their own. */
const DROP_WAIT_MS = 20_000;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * A database on the same server to copy (PostgreSQL's `CREATE DATABASE … TEMPLATE`): a file
   * copy of a seeded database is far cheaper than seeding again. Nobody may be connected to it.
   */
  template?: string;
}

/**
 * Waits until no session is connected to the database, or the bound passes; answers the
 * sessions still there (a pool that was just ended may still have clients saying goodbye: pg's
 * end() resolves before they are gone, and on a loaded machine their backends take seconds).
 */
export async function sessionsLeft(
  client: pg.Client,
  name: string,
  waitMs = DROP_WAIT_MS,
): Promise<{ application_name: string; state: string | null; query: string }[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await client.query<{
      application_name: string;
      state: string | null;
      query: string;
    }>(
      `SELECT application_name, state, left(query, 80) AS query
         FROM pg_stat_activity WHERE datname = $1`,
      [name],
    );
    if (rows.length === 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Creates a database on the test server (empty, or a template's copy), so each test file is isolated. */
export async function createTestDatabase(
  serverUrl: string,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
        : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Forcing the drop under sessions still leaving kills them mid-way, and the 57P01 they
      // emit surfaces as an unhandled error in whichever test file runs. So the drop waits until
      // the database is empty; a session still there after the bound is a leak (a pool nobody
      // closed), named here before FORCE cuts it off.
      const left = await sessionsLeft(client, name);
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
