import type { Pool } from 'pg';

/** Where a guarded pool reports a lost connection; a pino logger fits. */
export interface ConnectionLogger {
  warn(details: object, message: string): void;
}

// SQLSTATE class 08 (connection exception) and the server going away under a session:
// admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now
// (starting up or shutting down), too_many_connections.
const lostCodes = new Set(['57P01', '57P02', '57P03', '53300']);
const lostSocketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// What pg and pg-pool throw, without a code, for a connection that is gone or never came.
const lostMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when `error` means the database connection was lost or could not be made: nothing the
 * caller sent was wrong, and the same request can simply be tried again. A transaction that was
 * cut did not commit unless its COMMIT reached the server, so a retry must be idempotent (every
 * append is: its event ids are derived from the command's idempotency key).
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (code.startsWith('08') || lostCodes.has(code))) return true;
    if (typeof code === 'string' && lostSocketCodes.has(code)) return true;
    if (typeof message === 'string' && lostMessages.some((text) => message.includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}

const guarded = new WeakSet<Pool>();

/**
 * Makes a pg pool survive its connections being cut (a restart or failover of PostgreSQL,
 * pg_terminate_backend, an idle-connection reaper). pg-pool listens for errors only on idle
 * clients, and re-emits them on the pool; a client that is checked out (a transaction, a LISTEN)
 * emits 'error' with no listener at all. Either one unheard ends the process. With this, the
 * query in flight fails with the connection error (its caller answers 503), the broken client
 * leaves the pool when released, and the next connect() opens a fresh one. Safe to call again.
 */
export function guardPool(pool: Pool, logger: ConnectionLogger): Pool {
  if (guarded.has(pool)) return pool;
  guarded.add(pool);
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  });
  return pool;
}
