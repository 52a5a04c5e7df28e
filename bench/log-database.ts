/**
 * The bench's PostgreSQL and its cached logs: `logDatabase` answers the database holding the
 * generated log of a size, generating it only when no complete copy of this generator version
 * exists. `tsx bench/prepare-log.ts [N …]` fills the cache ahead of a run.
 */
import pg from 'pg';
import { generateLog, generatorVersion } from './generate';

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on the server's maintenance database. */
export async function admin<T extends pg.QueryResultRow>(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The generated log's database: reused when a complete copy of this version and size exists. */
export async function logDatabase(
  serverUrl: string,
  events: number,
  log: (line: string) => void,
): Promise<{ url: string; reused: boolean; generateS: number }> {
  const name = `bench_log_v${generatorVersion}_${events}`;
  const url = databaseUrl(serverUrl, name);
  const exists = await admin(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (exists.length > 0) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const complete = await client
      .query("SELECT 1 FROM pg_tables WHERE tablename = 'bench_log_complete'")
      .finally(() => client.end());
    if ((complete.rowCount ?? 0) > 0) return { url, reused: true, generateS: 0 };
    await admin(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`);
  }
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const started = performance.now();
  await generateLog(url, events, log);
  const generateS = Math.round((performance.now() - started) / 1000);
  log(`log generated in ${generateS} s`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE bench_log_complete ()').finally(() => client.end());
  return { url, reused: false, generateS };
}
