/**
 * The server side of the benchmark, in its own process so the 1,000 benchmark clients do
 * not share its CPU: starts an embedded PostgreSQL and the whole app with the demo, then
 * prints one JSON line saying where it is.
 */
import pino from 'pino';
import { createTestDatabase, startEmbeddedPostgres } from '@courtside/events/testing';
import { startApp } from '../scripts/app';

const server = await startEmbeddedPostgres();
const database = await createTestDatabase(server.url);
const app = await startApp({
  databaseUrl: database.url,
  port: 0,
  logger: pino({ level: 'error' }),
});
process.stdout.write(
  `${JSON.stringify({ url: app.url, demo: app.demo, official: app.credentials.official })}\n`,
);

const stop = async () => {
  await app.close();
  await database.drop();
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
