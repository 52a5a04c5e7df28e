import type pg from 'pg';

/** The pool as the Socket.IO adapter sees it, and the gateway's way to shut that view. */
export interface AdapterPool {
  pool: pg.Pool;
  /**
   * Call after io.close(): gives back a client the adapter took but never recorded, and makes
   * every later connect() of the adapter wait for ever instead of taking a client.
   */
  close(): void;
}

/**
 * The Socket.IO PostgreSQL adapter (0.5) takes its LISTEN client with `await pool.connect()`
 * and records it only after its LISTEN queries answer. A gateway closed inside that window
 * (one to three seconds after start on a loaded machine) has the adapter release nothing, and
 * the client arrives afterwards with nobody to release it, so `pool.end()` waits for ever.
 * After close the adapter may also schedule a reconnection, which would take yet another
 * client from the shared pool, fail once it has ended, and retry every two seconds.
 *
 * This view hands the adapter clients from the shared pool and remembers each until the
 * adapter releases it, or its connection ends. Closing it releases (and destroys) those the adapter still holds,
 * and a connect() after close never settles: the adapter is gone and nothing waits on it.
 */
export function adapterPool(pool: pg.Pool, onError: (error: Error) => void): AdapterPool {
  let closed = false;
  const held = new Set<pg.PoolClient>();
  const never = () => new Promise<never>(() => {});

  const connect = async (): Promise<pg.PoolClient> => {
    if (closed) return never();
    const client = await pool.connect();
    if (closed) {
      client.release(true);
      return never();
    }
    held.add(client);
    // The adapter listens for 'end' only: a cut connection (pg_terminate_backend, a restart)
    // must not end the process through an unheard 'error', and the adapter never releases the
    // dead client, which would hold a pool slot for ever. It connects again by itself.
    client.on('error', onError);
    client.once('end', () => client.release(new Error('adapter LISTEN connection ended')));
    const release = client.release.bind(client);
    // Once only: the adapter's own close and this view's close may both reach one client.
    client.release = (error?: Error | boolean) => {
      if (held.delete(client)) release(error);
    };
    return client;
  };

  const view = {
    connect,
    query: pool.query.bind(pool),
  };
  return {
    // The adapter calls only connect() and query(); the rest of pg.Pool is never reached.
    pool: view as unknown as pg.Pool,
    close() {
      closed = true;
      for (const client of [...held]) client.release(true);
    },
  };
}
