import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Clock } from '@courtside/events';
import {
  createTestDatabase,
  sessionsLeft,
  testPostgresUrl,
  testRunDirectory,
  type TestDatabase,
} from '@courtside/events/testing';
import { startApp } from '../../../scripts/app';
import type { SeedResult } from '../../../scripts/demo/seed';

/**
 * How far a browser file's clock may be from the moment a demo copy was seeded. The demo's dates
 * are relative to its seeding ("started about 70 minutes ago", "later today"); late in the
 * evening the later contests are a few minutes apart, so a copy older than this could show a
 * contest as still to come that has already kicked off. A run pinned with COURTSIDE_TEST_NOW
 * starts every file's clock at the pin, so one seed serves the whole run; at real time the
 * browser files reseed every few minutes.
 */
const FRESH_MS = 3 * 60_000;

/** Serialises template set-up on the server, should two browser files ever start at once. */
const TEMPLATE_LOCK = 7_312_026;

export interface DemoDatabase {
  database: TestDatabase;
  demo: SeedResult;
  /** Copies the demo's match video (kept when the template was seeded) into a video folder. */
  copyVideos(folder: string): Promise<void>;
}

/**
 * Where a template's seeding keeps its videos: beside it, for every copy to take, in the run's
 * folder, which goes with the run's PostgreSQL (and so with the template) when the run ends.
 */
const templateVideos = (name: string) => join(testRunDirectory(), `${name}-videos`);

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A database with the demo seed, for one browser test file: a copy of a seeded template on the
 * test server (`CREATE DATABASE … TEMPLATE`), seeded through the real app the first time and
 * again whenever the file's clock has moved too far from the last seed or onto another day.
 * Seeding takes seconds of commands and projections; a copy takes a fraction of one.
 */
export async function demoDatabase(clock: Clock): Promise<DemoDatabase> {
  const serverUrl = testPostgresUrl();
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS courtside_demo_templates (
      name text PRIMARY KEY, seeded_at timestamptz NOT NULL, demo jsonb NOT NULL)`);
    const now = clock();
    const { rows } = await client.query<{ name: string; seeded_at: Date; demo: SeedResult }>(
      `SELECT name, seeded_at, demo FROM courtside_demo_templates
        WHERE abs(extract(epoch FROM seeded_at - $1::timestamptz)) * 1000 < $2
        ORDER BY seeded_at DESC`,
      [now, FRESH_MS],
    );
    let template = rows.find((row) => utcDay(row.seeded_at) === utcDay(now));
    if (!template) template = await seedTemplate(client, serverUrl, clock);
    const database = await createTestDatabase(serverUrl, { template: template.name });
    const videos = templateVideos(template.name);
    return {
      database,
      demo: template.demo,
      copyVideos: (folder) => cp(videos, folder, { recursive: true, force: true }),
    };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function seedTemplate(
  client: pg.Client,
  serverUrl: string,
  clock: Clock,
): Promise<{ name: string; seeded_at: Date; demo: SeedResult }> {
  const name = `demo_${randomBytes(6).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const seededAt = clock();
  const app = await startApp({
    databaseUrl: url.toString(),
    port: 0,
    clock,
    videoStorageDir: templateVideos(name),
  });
  const demo = app.demo;
  await app.close();
  if (!demo) throw new Error('the demo seed did not run on a fresh database');
  // A template must have nobody connected when it is copied.
  const left = await sessionsLeft(client, name);
  if (left.length > 0) throw new Error(`the seeded demo kept sessions: ${JSON.stringify(left)}`);
  await client.query(
    'INSERT INTO courtside_demo_templates (name, seeded_at, demo) VALUES ($1, $2, $3)',
    [name, seededAt, JSON.stringify(demo)],
  );
  return { name, seeded_at: seededAt, demo };
}
