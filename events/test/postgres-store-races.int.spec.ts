import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, WrongExpectedRevisionError } from '../src/store';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../src/testing';
import { newEvents as storeEvents } from './store-support';

// Crowds of writers on one stream: the stream lock keeps every 'any' append and every revision,
// however the commits interleave (split from postgres-store.int.spec.ts).

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  await store.close();
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('PostgreSQL event store under a crowd of writers', () => {
  describe('when 200 appends from 32 connections reach one stream at once expecting any', () => {
    it('refuses none of them, even when commits linger', async () => {
      // Each of these appends lingers at commit, so without the stream lock the writers read the
      // same revision, clash and retry in lockstep: this used to end in WrongExpectedRevisionError.
      await pool.query(`
        CREATE OR REPLACE FUNCTION linger_crowded() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_sleep(0.002); RETURN NULL; END $$;
        CREATE CONSTRAINT TRIGGER linger_crowded AFTER INSERT ON public.events
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
          WHEN (NEW.stream_id LIKE 'lingering-%') EXECUTE FUNCTION linger_crowded()`);
      const crowdPool = new pg.Pool({ connectionString: database.url, max: 32 });
      const crowd = createPostgresEventStore({ pool: crowdPool });
      const stream = `lingering-${randomUUID()}`;
      try {
        const results = await Promise.allSettled(
          Array.from({ length: 200 }, () =>
            crowd.append(stream, storeEvents(1, 'CrowdJoined'), { expectedRevision: 'any' }),
          ),
        );
        const refused = results.filter((result) => result.status === 'rejected');
        expect(refused.map((result) => String(result.reason))).toEqual([]);
        const read = await crowd.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual(
          Array.from({ length: 200 }, (_, index) => index),
        );
      } finally {
        await crowd.close();
        await crowdPool.end();
        await pool.query('DROP TRIGGER linger_crowded ON public.events');
      }
    });
  });

  describe('when appends that expect any race appends that name their revision, on one stream', () => {
    it('refuses none of the any appends, and loses no revision', async () => {
      // Without the stream lock in the one-statement append, a writer holding the lock read the
      // last revision, and a lock-free insert took the next one before its own insert landed, round
      // after round: under load an 'any' append lost five rounds and failed.
      await pool.query(`
        CREATE OR REPLACE FUNCTION linger_mixed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_sleep(random() * 0.003); RETURN NULL; END $$;
        CREATE CONSTRAINT TRIGGER linger_mixed AFTER INSERT ON public.events
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
          WHEN (NEW.stream_id LIKE 'mixed-%') EXECUTE FUNCTION linger_mixed()`);
      const crowdPool = new pg.Pool({ connectionString: database.url, max: 32 });
      const crowd = createPostgresEventStore({ pool: crowdPool });
      const stream = `mixed-${randomUUID()}`;
      const ROUNDS_EACH = 12;
      const numbered = async () => {
        for (let round = 0; round < ROUNDS_EACH; round += 1) {
          for (;;) {
            const last = (await crowd.readStream(stream)).at(-1);
            try {
              await crowd.append(stream, storeEvents(1, 'CrowdJoined'), {
                expectedRevision: last?.revision ?? 'no_stream',
              });
              break;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
            }
          }
        }
      };
      const any = async () => {
        for (let round = 0; round < ROUNDS_EACH; round += 1) {
          await crowd.append(stream, storeEvents(1, 'CrowdJoined'), { expectedRevision: 'any' });
        }
      };
      try {
        const results = await Promise.allSettled([
          ...Array.from({ length: 12 }, numbered),
          ...Array.from({ length: 6 }, any),
        ]);
        const refused = results.filter((result) => result.status === 'rejected');
        expect(refused.map((result) => String(result.reason))).toEqual([]);
        const read = await crowd.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual(
          Array.from({ length: 18 * ROUNDS_EACH }, (_, index) => index),
        );
      } finally {
        await crowd.close();
        await crowdPool.end();
        await pool.query('DROP TRIGGER linger_mixed ON public.events');
      }
    });
  });
});
