import { fork, type ChildProcess } from 'node:child_process';

/** How a supervised process ended. */
export interface UnitExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One process to keep running. */
export interface UnitSpec {
  name: string;
  /** A .ts file, run by Node with tsx's loader. */
  script: string;
  env?: NodeJS.ProcessEnv;
  /** Its stdout and stderr: the terminal's (the default) or nowhere. */
  output?: 'inherit' | 'ignore';
  /** Messages the process sends over IPC ({ type: 'ready', … } and the like). */
  onMessage?(message: unknown): void;
  /** Decides after a crash: restart it (the default) or give up and leave it stopped. */
  onCrash?(exit: UnitExit): 'restart' | 'give-up';
}

export interface SupervisorOptions {
  /** Where "… crashed; restarting in N s" goes; console.error by default. */
  log?(line: string): void;
  /** First restart delay; doubles per crash in a row, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A process that ran this long before crashing starts the back-off over. */
  stableAfterMs?: number;
}

/** A running unit: its current process and what has happened to it. */
export interface Unit {
  readonly name: string;
  readonly process: ChildProcess | null;
  readonly restarts: number;
  send(message: unknown): void;
}

const describeExit = ({ code, signal }: UnitExit) =>
  signal ? `signal ${signal}` : `exit code ${code ?? 'unknown'}`;

/**
 * Keeps `npm start`'s processes running: a process that dies while the supervisor is not
 * stopping is started again after a back-off (1 s, 2 s, 4 s … 30 s; back to 1 s once it ran
 * for a minute), and the terminal says so. The children run in their own process group, so a
 * Ctrl-C reaches the supervisor alone and it stops them in order; a child whose supervisor
 * dies sees its IPC channel close and stops itself.
 */
export class Supervisor {
  private readonly units = new Set<UnitState>();
  private stopping = false;
  private readonly log: (line: string) => void;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly stableAfterMs: number;

  constructor(options: SupervisorOptions = {}) {
    this.log = options.log ?? ((line) => console.error(line));
    this.initialDelayMs = options.initialDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.stableAfterMs = options.stableAfterMs ?? 60_000;
  }

  start(spec: UnitSpec): Unit {
    const state = new UnitState(spec);
    this.units.add(state);
    this.launch(state);
    return state;
  }

  /** Stops every unit (SIGTERM, then SIGKILL after `graceMs`) and restarts none of them. */
  async stop(graceMs = 20_000): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.units].map((state) => state.stop(graceMs)));
  }

  private launch(state: UnitState): void {
    if (this.stopping) return;
    const child = fork(state.spec.script, [], {
      execArgv: ['--import', 'tsx'],
      env: state.spec.env ?? process.env,
      detached: true,
      stdio: ['ignore', state.spec.output ?? 'inherit', state.spec.output ?? 'inherit', 'ipc'],
    });
    const startedAt = Date.now();
    state.process = child;
    child.on('message', (message) => state.spec.onMessage?.(message));
    // A failed send (the child just died) is answered by the exit below.
    child.on('error', (error) => this.log(`${state.spec.name}: ${error.message}`));
    child.once('exit', (code, signal) => {
      state.process = null;
      state.exited();
      if (this.stopping || state.stopped) return;
      const exit = { code, signal };
      if (Date.now() - startedAt >= this.stableAfterMs) state.crashesInARow = 0;
      if (state.spec.onCrash?.(exit) === 'give-up') {
        this.log(`${state.spec.name} crashed (${describeExit(exit)}); not restarting`);
        return;
      }
      const delay = Math.min(this.maxDelayMs, this.initialDelayMs * 2 ** state.crashesInARow);
      state.crashesInARow += 1;
      this.log(
        `${state.spec.name} crashed (${describeExit(exit)}); restarting in ${delay / 1000} s`,
      );
      state.timer = setTimeout(() => {
        state.timer = undefined;
        state.restarts += 1;
        this.launch(state);
      }, delay);
    });
  }
}

class UnitState implements Unit {
  process: ChildProcess | null = null;
  restarts = 0;
  crashesInARow = 0;
  stopped = false;
  timer: NodeJS.Timeout | undefined;
  private waiters: (() => void)[] = [];

  constructor(readonly spec: UnitSpec) {}

  get name() {
    return this.spec.name;
  }

  send(message: unknown): void {
    if (this.process?.connected) this.process.send(message as object);
  }

  exited(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const child = this.process;
    if (!child) return;
    const gone = new Promise<void>((resolve) => this.waiters.push(resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await gone;
    clearTimeout(killer);
  }
}
