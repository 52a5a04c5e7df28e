import type pg from 'pg';

/**
 * Ends a pool and waits until every client has really disconnected. pg's `pool.end()`
 * resolves while clients are still saying goodbye, and stopping the embedded server in that
 * moment makes a client emit an unhandled 'error' that kills the process.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  let remaining = pool.totalCount;
  const disconnected = new Promise<void>((resolve) => {
    if (remaining === 0) resolve();
    pool.on('remove', () => {
      remaining -= 1;
      if (remaining <= 0) resolve();
    });
  });
  await pool.end();
  await disconnected;
}
