import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can drop a connection at the worst moment for an
 * append: right after the client sent what commits it, before any answer comes back. For an
 * append in a transaction that is its COMMIT; for the one-statement append (an INSERT after a
 * known revision, committed on its own) it is the Sync that ends the INSERT's messages. The
 * server gets it (and usually commits); the client only sees its connection die, so it cannot
 * know whether the events are stored.
 */
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

export async function startCuttingProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let armed: (() => void) | null = null;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let appending = false;
    let inTransaction = false;
    const forget = (socket: net.Socket) => () => sockets.delete(socket);
    client.on('close', forget(client));
    upstream.on('close', forget(upstream));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes('BEGIN\0')) inTransaction = true;
      if (chunk.includes('INSERT INTO public.events')) appending = true;
      const commit = chunk.includes('COMMIT\0');
      const ends = inTransaction ? commit : chunk.includes(SYNC);
      if (ends && appending && armed) {
        const cut = armed;
        armed = null;
        // The COMMIT (or Sync) goes out; its answer never comes back to the client.
        upstream.unpipe(client);
        upstream.resume();
        upstream.end(chunk);
        upstream.on('end', () => upstream.destroy());
        client.destroy();
        cut();
        return;
      }
      if (commit || chunk.includes('ROLLBACK\0')) {
        appending = false;
        inTransaction = false;
      } else if (ends) appending = false;
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    /** Resolves once the next append's COMMIT (or Sync) was sent and its connection dropped. */
    cutNextAppendCommit(): Promise<void> {
      return new Promise((resolve) => {
        armed = resolve;
      });
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
