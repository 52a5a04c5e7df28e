/** Test helpers shared by every workspace: a real PostgreSQL, never a mock. */
export * from '../embedded';
export * from './database';
export { testClock, testPostgresUrl, testRunDirectory } from './inject';
