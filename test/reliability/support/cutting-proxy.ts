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

/** A text parameter as a Bind message carries it: its length, then its bytes (so contest-2 is not contest-21). */
function boundParameter(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const length = Buffer.alloc(4);
  length.writeInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

const APPEND_TEXT = 'INSERT INTO public.events';

/**
 * The names of prepared statements whose text is an append, from the Parse messages in a chunk
 * ('P', length, name, text). A prepared append is parsed once a connection; after that only its
 * name travels, in each Bind ('B', length, portal, name).
 */
function preparedAppends(chunk: Buffer): string[] {
  const names: string[] = [];
  for (let at = chunk.indexOf(APPEND_TEXT); at > 0; at = chunk.indexOf(APPEND_TEXT, at + 1)) {
    // Walk back over the name to the Parse message's header, whose length covers name and text.
    const nameEnd = at - 1;
    if (chunk[nameEnd] !== 0) continue;
    for (let start = nameEnd; start >= 5; start -= 1) {
      if (chunk[start - 5] !== 0x50) continue;
      const length = chunk.readInt32BE(start - 4);
      const name = chunk.subarray(start, nameEnd).toString('utf8');
      // A name is printable; an unnamed Parse would reach back into its length's bytes.
      if (/^[\x21-\x7e]+$/.test(name) && length > nameEnd - start + APPEND_TEXT.length) {
        names.push(name);
        break;
      }
    }
  }
  return names;
}

export async function startCuttingProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let armed: { stream: string | null; cut: () => void } | null = null;
  const appendNames = new Set<string>();
  const isAppend = (chunk: Buffer) =>
    chunk.includes(APPEND_TEXT) ||
    [...appendNames].some((name) => chunk.includes(Buffer.from(`\0${name}\0`)));

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
      for (const name of preparedAppends(chunk)) appendNames.add(name);
      // Only the armed stream's append is cut: the app's own background appends (a workflow run,
      // a reactor) may reach the database in between and must go through.
      if (isAppend(chunk) && (!armed?.stream || chunk.includes(boundParameter(armed.stream))))
        appending = true;
      const commit = chunk.includes('COMMIT\0');
      const ends = inTransaction ? commit : chunk.includes(SYNC);
      if (ends && appending && armed) {
        const { cut } = armed;
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
    /**
     * Resolves once the next append's COMMIT (or Sync) was sent and its connection dropped; with
     * `stream`, the next append whose statement names that stream.
     */
    cutNextAppendCommit(stream?: string): Promise<void> {
      return new Promise((resolve) => {
        armed = { stream: stream ?? null, cut: resolve };
      });
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
