import { inject } from 'vitest';
import { clockStartingAt, systemClock, type Clock } from '../clock';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    /** ISO instant the test stack's clock starts at (COURTSIDE_TEST_NOW), or null. */
    testClockStart: string | null;
    /** A folder for this run's files, removed with its PostgreSQL when the run ends. */
    testRunDir: string;
  }
}

/** URL of the PostgreSQL server the vitest global setup started for this run. */
export function testPostgresUrl(): string {
  return inject('pgServerUrl');
}

/** A folder for files a run keeps beside its databases (a seeded template's videos). */
export function testRunDirectory(): string {
  return inject('testRunDir');
}

/**
 * The clock a test stack runs on: the machine's, or, when the run is pinned with
 * COURTSIDE_TEST_NOW, one that starts at that moment and runs on at real pace. Each call makes a
 * new clock starting at the pin, so every test file sees the same hour whatever ran before it.
 */
export function testClock(): Clock {
  const start = inject('testClockStart');
  return start ? clockStartingAt(new Date(start)) : systemClock;
}
