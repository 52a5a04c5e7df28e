import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { systemClock, type Clock, type EventStore } from '@courtside/events';
import { createApp } from './app';
import type { GatewayConfig } from './config';
import { createLogger } from './logger';
import { createAuditLive } from './realtime/audit-live';
import { attachThreadsLive } from './public-forms/threads-live';
import { createDashboardLive } from './realtime/dashboard-live';
import { createBookingsLive } from './realtime/bookings-live';
import { createWorkflowsLive } from './realtime/workflows-live';
import { createFanOut } from './realtime/fan-out';
import { defaultPublicCacheBytes, PublicCache } from './http/public-cache';
import { publicReadsFastPath } from './http/public-answer';
import { listenForNotices, type NoticeListener } from './realtime/notice-listener';
import type { ImportJobs } from './providers/import-jobs';
import { currentCheckpoint } from './queries/checkpoints';
import { createReadModelWatch } from './realtime/wait-for-position';
import { accountRoom, createSocketServer, type CourtsideIo } from './realtime/socket-server';

export { migrateGateway } from './db/migrate';
export { recordAccountEvents } from './audit/record-account-event';
export {
  createAccount,
  type SystemRecord,
  type NewAccount,
  type AccountAnswer,
  type AccountKind,
} from './auth/accounts';
export { loadConfig, ConfigError, type GatewayConfig } from './config';
export { leaguesOwnedBy } from './queries/admin-leagues';
export { seedMatchFile } from './official-desk/seed-file';
// Issue 12: the workflow runner mails officials through the same mailer.
export { createMailer, type Mailer } from './mail/mailer';
export { readOutbox, type ReadMail } from './mail/read-eml';
export { keepVideo } from './video/keep';
export { findVideoTools } from './video/ffmpeg';
export { videoStorageFrom } from './video/storage';
export { transferLeagues, type CommandContext } from './commands/leagues';
export { writePlatformSecret } from './platform/secrets';
export { totpKey } from './auth/totp-secret';
export { can, requires, publicRoute, type Need, type Requirement } from './auth/permissions';
export { joinIfAllowed, adminRoom, type RoomNeed } from './realtime/room-access';
export type { CourtsideIo } from './realtime/socket-server';

/** What createGateway needs; the caller owns knex (and pool, when it passes one). */
export interface GatewayDependencies {
  config: GatewayConfig;
  knex: Knex;
  /** For sessions and the Socket.IO adapter; made from config.databaseUrl when absent. */
  pool?: pg.Pool;
  logger?: Logger;
  /** The event log, read by history replay; without it /api/history answers 502. */
  store?: EventStore;
  /** Where "now" comes from; the machine's clock when absent. */
  clock?: Clock;
}

/** A running (or ready to run) gateway. */
export interface Gateway {
  app: Express;
  server: http.Server;
  io: CourtsideIo;
  /** Starts listening for change notices, then for HTTP; resolves with the bound port. */
  listen(port?: number): Promise<number>;
  /** Disconnects sockets, stops LISTEN, closes the HTTP server and what the gateway created. */
  close(): Promise<void>;
  /** Provider imports' apply jobs: their worker stops with close() and resumes on listen(). */
  providerImports: ImportJobs;
}

/**
 * Builds the gateway: the Express app under /api, Socket.IO at /socket.io and the web app,
 * on one HTTP server. Nothing listens until listen() is called.
 */
export function createGateway(dependencies: GatewayDependencies): Gateway {
  const { config, knex } = dependencies;
  const clock = dependencies.clock ?? systemClock;
  const logger = dependencies.logger ?? createLogger(config.logLevel);
  const ownsPool = !dependencies.pool;
  // The adapter keeps one client for its LISTEN, so the pool needs room beyond it.
  const pool = dependencies.pool ?? new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database client failed'));
  // A checked-out client whose connection is cut (a restart, a reaper, a dropped database)
  // emits 'error' too; without a listener that would end the process.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ err: error }, 'database client failed')),
  );

  let listening = false;
  // The app is built before the socket server (which needs the HTTP server, which needs
  // the app), so disabling an account reaches the sockets through this late binding.
  const sockets: { io?: CourtsideIo } = {};
  const readModels = createReadModelWatch({ readCheckpoint: () => currentCheckpoint(knex) });
  const publicCache = new PublicCache(config.publicCacheBytes ?? defaultPublicCacheBytes);
  const { app, sessionStore, sessionMiddleware, threadFeed, providerImports } = createApp({
    config,
    knex,
    pool,
    logger,
    isListening: () => listening,
    readModels,
    store: dependencies.store,
    clock,
    disconnectAccount: (id) => sockets.io?.in(accountRoom(id)).disconnectSockets(true),
    publicCache,
  });
  // Kept public answers go out before Express (see publicReadsFastPath); the rest to the app.
  const fastPath = publicReadsFastPath(publicCache, logger);
  const server = http.createServer((req, res) => {
    if (!fastPath(req, res)) app(req, res);
  });
  // An idle keep-alive connection outlives the clients' and proxies' own idle limits, so they
  // close it first: with Node's 5 s a client could reuse a socket the server was just closing
  // and get ECONNRESET (seen on a busy machine between two range requests of one player).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const { io, releaseAdapterClients } = createSocketServer({
    server,
    knex,
    pool,
    logger,
    session: sessionMiddleware,
    allowedOrigins: config.appUrl ? [config.appUrl] : [],
  });
  sockets.io = io;
  const fanOut = createFanOut(io, knex, logger);
  const auditLive = createAuditLive({
    io,
    knex,
    logger,
  });
  const dashboardLive = createDashboardLive({ io, knex, logger, clock });
  const bookingsLive = createBookingsLive({ io, knex, logger });
  const workflowsLive = createWorkflowsLive({ io, knex, logger });
  attachThreadsLive({ io, knex, logger, feed: threadFeed });
  let listener: NoticeListener | null = null;

  return {
    app,
    server,
    io,
    providerImports,
    async listen(port = config.port) {
      listener ??= listenForNotices({
        connectionString: config.databaseUrl,
        logger,
        onNotice: (notice) => {
          // First: a write answered or a push sent after this must not meet a stale answer.
          publicCache.notice(notice);
          readModels.notify(notice);
          fanOut.notify(notice);
          auditLive.notify(notice);
          dashboardLive.notify(notice);
          bookingsLive.notify(notice);
          workflowsLive.notify(notice);
        },
        // Notices sent while disconnected are lost: refresh every followed room instead.
        onLost: () => publicCache.lost(),
        onReconnect: () => {
          publicCache.connected();
          readModels.reconnected();
          fanOut.notify({
            projection: '',
            checkpoint: '0:0',
            leagues: [],
            contests: [],
            all: true,
          });
        },
      });
      await listener.ready;
      publicCache.connected();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host ?? '0.0.0.0', () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening = true;
      // An apply a stopped gateway left queued or running goes on (its job completes it).
      void providerImports.resume();
      return (server.address() as AddressInfo).port;
    },
    async close() {
      listening = false;
      await providerImports.stop();
      await listener?.close();
      readModels.close();
      await fanOut.idle();
      await auditLive.idle();
      await dashboardLive.idle();
      await bookingsLive.idle();
      await workflowsLive.idle();
      // io.close() tells every socket, closes the adapter and then the HTTP server, whose
      // callback fires once the last connection is gone; keep-alive ones are cut short.
      let closing: Promise<void> = Promise.resolve();
      const httpClosed = new Promise<void>((resolve) => {
        closing = io.close(() => resolve());
      });
      await closing;
      releaseAdapterClients();
      server.closeAllConnections();
      await httpClosed;
      await sessionStore.close();
      if (ownsPool) await endWithin(pool, poolEndMs, logger);
    },
  };
}

/** How long close() waits for the pool's clients to come back before it stops waiting. */
const poolEndMs = 5_000;

/**
 * Ends a pool, but never waits for ever: every client the gateway's parts take should be back
 * by now (the adapter's included, see realtime/adapter-pool.ts), so one still out is a leak to
 * name in the log, not a reason to hang a shutdown.
 */
async function endWithin(pool: pg.Pool, ms: number, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([pool.end().then(() => 'ended' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    logger.warn(
      { checkedOut: pool.totalCount - pool.idleCount },
      'database pool still had clients checked out at close; left to the server to end',
    );
  }
}
