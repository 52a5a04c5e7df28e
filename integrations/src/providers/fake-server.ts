import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake can be told to do wrong on its next requests, as a real service sometimes does. */
export type FakeFault =
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'bad-data' };

export interface FakeControl {
  /** Set to make every following request fail this way; null again to heal. */
  fault: FakeFault | null;
  /** Fail only after this many more good answers (to fail an import half-way). */
  failAfter: number;
  /** Requests answered so far, path and query, for tests that check paging. */
  requests: string[];
}

export interface RunningFake {
  url: string;
  control: FakeControl;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, url: URL) => { status: number; body: unknown };

/**
 * A small HTTP server for a provider's fake: the routing and the wire shape are the caller's,
 * the faults (status, hang, malformed JSON, wrong data) and the bookkeeping are here.
 */
export async function startFakeServer(
  handle: Handler,
  breakData: (body: unknown) => unknown,
  options: { port?: number; host?: string } = {},
): Promise<RunningFake> {
  const control: FakeControl = { fault: null, failAfter: 0, requests: [] };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    control.requests.push(`${url.pathname}${url.search}`);
    const fault = control.failAfter > 0 ? (control.failAfter--, null) : control.fault;
    if (fault?.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Internal Server Error' } }));
      return;
    }
    const answer = handle(req, url);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    if (fault?.kind === 'malformed' && answer.status === 200) {
      res.end('{"response": {"data": [ <html>');
      return;
    }
    const body =
      fault?.kind === 'bad-data' && answer.status === 200 ? breakData(answer.body) : answer.body;
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    control,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `limit`/`offset` paging of a list, as both providers page. */
export function page<T>(items: T[], url: URL, max: number): T[] {
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? max) || max, 1), max);
  const offset = Math.max(Number(url.searchParams.get('offset') ?? 0) || 0, 0);
  return items.slice(offset, offset + limit);
}
