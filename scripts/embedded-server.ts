/**
 * Runs the embedded PostgreSQL for `npm start` in a process of its own group, so a Ctrl-C in
 * the terminal reaches the services first and the database only when start.ts says so (over
 * IPC, after every service has closed). If start.ts dies, the IPC channel closes and the
 * database stops too.
 */
import { startEmbedded } from './embedded';

interface Options {
  dataDir: string;
  port: number;
  reset: boolean;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const database = await startEmbedded(options.dataDir, options.port, options.reset);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await database.stop();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send?.({ url: database.url });
