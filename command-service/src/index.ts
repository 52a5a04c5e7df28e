import type { EventStore } from '@courtside/events';
import { guardPool } from '@courtside/events/store';
import express, { type Express } from 'express';
import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import { arenaRoutes } from './arena/routes';
import { categoryRoutes } from './category/routes';
import { createCommands, type Commands } from './commands';
import { contestRoutes } from './contest/routes';
import { NotFoundError } from './core/errors';
import { errorHandler, rejectUnstorableText, requestLog } from './core/http';
import { sameRequestPerKey } from './core/idempotent-requests';
import { createIdAllocator, migrate } from './core/ids';
import { leagueRoutes } from './league/routes';
import { planRoutes } from './league/plan-routes';
import { startBracketAdvancer } from './reactors/bracket-advancer';
import { sportRoutes } from './sport/routes';
import { teamRoutes } from './team/routes';
import { matchReportRoutes } from './match-report/routes';
import { createRecordingClaims, migrateRecordingClaims } from './recording/recording-claims';
import { recordingRoutes } from './recording/routes';
import { videoRoutes } from './video/routes';
import { workflowRoutes } from './workflow/routes';
import { createVideoClaims, migrateVideoClaims } from './video/video-claims';
import { officialTestRoutes } from './official-test/routes';
import { clubRoutes } from './club/routes';
import { licenceRoutes } from './licence/routes';
import { createJmbgClaims, migrateJmbgClaims } from './licence/jmbg-claims';
import { createClubClaims, migrateClubClaims } from './club/club-claims';
import { backfillClubClaims } from './club/club-claims-backfill';
import {
  createLeagueResults,
  leagueResultClaims,
  migrateLeagueResults,
} from './league/league-results';
import { leagueSeasonIndex, migrateLeagueSeasons } from './league/league-seasons';
import { createLeagueSeasons } from './league/league-seasons-lookup';
import { seasonStreams } from './league/season';
import { withIndexes } from './core/indexed-store';
import { platformRoutes } from './platform/routes';

export type { Commands } from './commands';
export type { CommandResult, CreatedResult } from './core/deps';
export type { CommandMeta } from './core/metadata';
export type { ArenaInput, CreateCategoryInput, SportInput, TeamInput } from '@courtside/events';
export type { ScheduleResult } from './league/plan-commands';
export type {
  DrawBracketInput,
  GenerateScheduleInput,
  CreateLeagueInput,
  RegisterTeamInput,
  ChangeContestStatusInput,
  FinishContestInput,
  RecordScoresInput,
  RescheduleContestInput,
  ScheduleContestInput,
} from '@courtside/events';
export {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from './core/errors';
export { readConfig, type CommandServiceConfig } from './config';

export interface CommandServiceOptions {
  /** The event store; stays the caller's to close. */
  store: EventStore;
  /** PostgreSQL pool for id sequences and the readiness check; stays the caller's to end. */
  pool: Pool;
  /** Where "now" comes from; tests and the seeder pass their own. */
  clock?: () => Date;
  logger?: Logger;
  /**
   * Runs this service's reactors (the bracket advancer); default true. A process that only
   * needs the commands in process, beside an app that runs them already, passes false: a
   * second advancer would read the log and move the same checkpoint after every append.
   */
  reactors?: boolean;
}

export interface CommandService {
  /** Internal HTTP API (see docs/foundation.md, "command-service"); listen on it yourself. */
  app: Express;
  /** The same commands in process, for the demo seeder and tests. */
  commands: Commands;
  /** Creates the id sequences and the idempotency table; idempotent. */
  migrate(): Promise<void>;
  /**
   * Stops answering ready so a load balancer drains this instance, and stops the reactors (call
   * it before closing the store and pool, which stay the caller's).
   */
  close(): Promise<void>;
}

/** Builds command-service around an event store and a PostgreSQL pool. */
export function createCommandService(options: CommandServiceOptions): CommandService {
  const { pool } = options;
  // Every append of command-service keeps its own lookup tables in step (claims first).
  const store = withIndexes(options.store, [leagueResultClaims(pool), leagueSeasonIndex(pool)]);
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? pino({ name: 'command-service' });
  // A connection cut under a request fails that request (503), never the process.
  guardPool(pool, logger);
  const deps = {
    store,
    ids: createIdAllocator(pool),
    clock,
    jmbgClaims: createJmbgClaims(pool),
    clubClaims: createClubClaims(pool),
    leagueResults: createLeagueResults(pool),
    leagueSeasons: createLeagueSeasons(pool, seasonStreams(store)),
    recordingClaims: createRecordingClaims(pool),
    videoClaims: createVideoClaims(pool),
  };
  const commands = createCommands(deps);
  // Reactions happen after the append, not in the request: a finished series contest moves its
  // bracket on from here.
  const bracketAdvancer =
    options.reactors === false ? null : startBracketAdvancer({ store, pool, deps, logger });
  let closing = false;

  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  app.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/health/ready', async (_req, res) => {
    const reachable = await pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const ready = reachable && !closing;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'starting' });
  });
  app.use(express.json({ limit: '100kb' }));
  app.use(rejectUnstorableText);
  app.use(sameRequestPerKey(pool));
  app.use(categoryRoutes(commands), leagueRoutes(commands), contestRoutes(commands));
  app.use(planRoutes(commands));
  app.use(arenaRoutes(commands), sportRoutes(commands), teamRoutes(commands));
  app.use(matchReportRoutes(commands));
  app.use(officialTestRoutes(commands));
  app.use(clubRoutes(commands), licenceRoutes(commands));
  app.use(platformRoutes(commands));
  app.use(recordingRoutes(commands));
  app.use(videoRoutes(commands));
  app.use(workflowRoutes(commands));
  app.use(() => {
    throw new NotFoundError();
  });
  app.use(errorHandler(logger));

  return {
    app,
    commands,
    migrate: async () => {
      await migrate(pool);
      await migrateJmbgClaims(pool);
      await migrateClubClaims(pool);
      await backfillClubClaims(pool, store);
      await migrateLeagueResults(pool, store);
      await migrateLeagueSeasons(pool, store);
      await migrateRecordingClaims(pool);
      await migrateVideoClaims(pool);
    },
    async close() {
      closing = true;
      await bracketAdvancer?.close();
    },
  };
}

export {
  generateRoundRobin,
  scheduleDates,
  type DatedContest,
  type Pairing,
  type Rounds,
  type Week,
} from './league/schedule';
