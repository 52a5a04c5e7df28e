import type { Commands } from '@courtside/command-service';
import type { Clock, WorkflowKind, WorkflowLine } from '@courtside/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { LeagueSyncOutbox } from '../outbox/league-sync';

/** The commands a run uses: its own stream's reports, and what the kinds change. */
export type WorkflowCommands = Pick<
  Commands,
  | 'readWorkflow'
  | 'completeWorkflowStep'
  | 'logWorkflow'
  | 'endWorkflow'
  | 'createLeague'
  | 'registerTeam'
  | 'updateLeague'
>;

/** One message to send (the gateway's mailer fits: SMTP, or .eml files in an outbox). */
export interface WorkflowMailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** What every kind's run may use. */
export interface WorkflowServices {
  commands: WorkflowCommands;
  /** The read-model database (rm schema) and the gateway's accounts (public schema). */
  knex: Knex;
  clock: Clock;
  mailer: WorkflowMailer;
  logger: Logger;
  /** The outbox's queues (league sync); null where no integrations service runs beside it. */
  outbox: LeagueSyncOutbox | null;
}

/** A run of one workflow, as a kind sees it. */
export interface WorkflowRun extends WorkflowServices {
  workflowId: number;
  leagueId: number;
  params: Record<string, string | number>;
  /**
   * Runs a step once: a step finished by an earlier attempt answers what it produced then and
   * does not run again; a new one runs, then is recorded (its progress and log line) before the
   * next. `total` is how many steps the run has in all.
   */
  step(
    key: string,
    total: number,
    work: () => Promise<{ line: WorkflowLine; result?: Record<string, string | number> }>,
  ): Promise<Record<string, string | number>>;
  /** Adds a line to the log. */
  log(line: WorkflowLine): Promise<void>;
}

/** One kind of workflow: its steps, and the line that sums a good run up. */
export interface WorkflowKindRunner {
  run(run: WorkflowRun): Promise<WorkflowLine>;
}

/** A run that cannot succeed however often it is tried: it fails at once, with this reason. */
export class WorkflowFailure extends Error {
  constructor(readonly reason: WorkflowLine) {
    super(reason.key);
    this.name = 'WorkflowFailure';
  }
}

/** A line from a key and its parameters. */
export const line = (key: string, params: Record<string, string | number> = {}): WorkflowLine => ({
  key,
  params,
});

export type { WorkflowKind };
