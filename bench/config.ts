import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What one `npm run bench` does: `--quick` for development, the full run otherwise. */
export interface BenchConfig {
  quick: boolean;
  /** Repetitions of each figure (3; 1 with --quick). */
  reps: number;
  /** Events the generated log for the rebuild holds (--events N or BENCH_EVENTS). */
  events: number;
  /** Socket counts of score → screen; the memory figure always uses 1,000. */
  socketSizes: number[];
  /** Score saves per repetition of score → screen. */
  saves: number;
  /** How long each load run (commands, INSERTs, reads) lasts. */
  loadMs: number;
  /**
   * A rebuild still running after this is stopped and its rate read from its progress; long
   * enough that a full run's rebuild ends (its standings and indexes count), short enough to bound it.
   */
  rebuildBoundMs: number;
  /** The whole run's budget in seconds (--budget S or BENCH_BUDGET_S; 900, the 15 min). */
  budgetS: number;
  /** Where the bench's own embedded PostgreSQL keeps its data (apart from `npm start`'s). */
  dataDir: string;
  pgPort: number;
  resultsDir: string;
  root: string;
}

function flagValue(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

export function readBenchConfig(argv: string[]): BenchConfig {
  const known = new Set(['--quick', '--events', '--budget']);
  const unknown = argv.filter(
    (arg, i) =>
      arg.startsWith('--') &&
      !known.has(arg.split('=')[0] ?? '') &&
      argv[i - 1] !== '--events' &&
      argv[i - 1] !== '--budget',
  );
  if (unknown.length > 0)
    throw new Error(`unknown option ${unknown.join(' ')} (--quick, --events N, --budget S)`);
  const rawBudget = flagValue(argv, '--budget') ?? process.env.BENCH_BUDGET_S;
  const budgetS = rawBudget ? Number(rawBudget) : 900;
  if (!Number.isFinite(budgetS) || budgetS <= 0) {
    throw new Error(`--budget must be a number of seconds above 0, got "${rawBudget}"`);
  }
  const quick = argv.includes('--quick');
  const rawEvents = flagValue(argv, '--events') ?? process.env.BENCH_EVENTS;
  const events = rawEvents ? Number(rawEvents) : quick ? 20_000 : 1_000_000;
  if (!Number.isInteger(events) || events < 1_000) {
    throw new Error(`--events must be a whole number of at least 1000, got "${rawEvents}"`);
  }
  return {
    quick,
    reps: quick ? 1 : 3,
    events,
    socketSizes: quick ? [100, 1_000] : [100, 1_000, 5_000],
    saves: quick ? 8 : 10,
    loadMs: quick ? 1_500 : 4_000,
    rebuildBoundMs: quick ? 30_000 : 150_000,
    budgetS,
    dataDir: path.join(root, '.data', 'bench'),
    pgPort: Number(process.env.BENCH_PG_PORT || 54339),
    resultsDir: path.join(root, 'bench', 'results'),
    root,
  };
}
