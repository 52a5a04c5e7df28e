/**
 * `tsx bench/prepare-log.ts [events …]` (default 1,000,000): generates the bench's cached logs
 * in its own PostgreSQL ahead of a run, so `npm run bench` reuses them, and prints each one's
 * database URL; with `--serve` PostgreSQL stays up until Ctrl-C, for profiling a rebuild by hand
 * (`echo <url> | node --cpu-prof --import tsx bench/rebuild-once.ts`).
 */
import { startEmbeddedProcess } from '../scripts/embedded-process';
import { readBenchConfig } from './config';
import { logDatabase } from './log-database';

const config = readBenchConfig([]);
const args = process.argv.slice(2);
// --serve: PostgreSQL stays up (for profiling a rebuild by hand) until Ctrl-C.
const serve = args.includes('--serve');
const sizes = args.filter((arg) => arg !== '--serve').map(Number);
const database = await startEmbeddedProcess(config.dataDir, config.pgPort, false);
try {
  for (const events of sizes.length > 0 ? sizes : [config.events]) {
    const { url, reused } = await logDatabase(database.url, events, console.log);
    console.log(`${events} events: ${reused ? 'cached' : 'generated'} at ${url}`);
  }
  if (serve) {
    console.log('serving; Ctrl-C stops PostgreSQL');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  }
} finally {
  await database.stop();
}
