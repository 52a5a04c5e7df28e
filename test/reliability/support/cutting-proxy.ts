import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can drop a connection at the worst moment for an
 * append: right after the client sent the COMMIT of a transaction that inserted into the
 * event log, before any answer comes back. The server gets the COMMIT (and usually commits);
 * the client only sees its connection die, so it cannot know whether the events are stored.
 */
export async function startCuttingProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let armed: (() => void) | null = null;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let appending = false;
    const forget = (socket: net.Socket) => () => sockets.delete(socket);
    client.on('close', forget(client));
    upstream.on('close', forget(upstream));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes('INSERT INTO public.events')) appending = true;
      const commit = chunk.includes('COMMIT\0');
      if (commit && appending && armed) {
        const cut = armed;
        armed = null;
        // The COMMIT goes out; its answer never comes back to the client.
        upstream.unpipe(client);
        upstream.resume();
        upstream.end(chunk);
        upstream.on('end', () => upstream.destroy());
        client.destroy();
        cut();
        return;
      }
      if (commit || chunk.includes('ROLLBACK\0')) appending = false;
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    /** Resolves once the next append's COMMIT was sent and its connection dropped. */
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
