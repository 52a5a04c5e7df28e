import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: the raw body and the Standard Webhooks headers. */
export interface ReceivedWebhook {
  path: string;
  body: string;
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
  /** What it answered; null while it holds the request open. */
  status: number | null;
}

export interface FakeReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The next `count` requests (to `path`, if given) answer `status` (500 by default). */
  failNext(count: number, options?: { path?: string; status?: number }): void;
  /** The next `count` requests (to `path`, if given) are held open until close. */
  hangNext(count: number, path?: string): void;
  close(): Promise<void>;
}

interface Rule {
  remaining: number;
  path: string | null;
  status: number | 'hang';
}

/**
 * A webhook receiver as an API consumer would run one: accepts POSTs on any path, records the
 * raw body and headers (so a test verifies the signature as a receiver would) and answers 204,
 * unless told to fail or hang. Used by tests and, when nothing is configured, by `npm start`.
 */
export async function startFakeReceiver(port = 0): Promise<FakeReceiver> {
  const received: ReceivedWebhook[] = [];
  const rules: Rule[] = [];
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const header = (name: string) => String(req.headers[name] ?? '');
      const entry: ReceivedWebhook = {
        path,
        body: Buffer.concat(chunks).toString('utf8'),
        headers: {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        },
        status: null,
      };
      received.push(entry);
      const rule = rules.find((r) => r.remaining > 0 && (r.path === null || r.path === path));
      if (rule) rule.remaining -= 1;
      if (rule?.status === 'hang') {
        held.add(res);
        return;
      }
      const status = req.method !== 'POST' ? 405 : (rule?.status ?? 204);
      entry.status = status;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    failNext(count, options = {}) {
      rules.push({ remaining: count, path: options.path ?? null, status: options.status ?? 500 });
    },
    hangNext(count, path) {
      rules.push({ remaining: count, path: path ?? null, status: 'hang' });
    },
    async close() {
      for (const res of held) if (!res.writableEnded) res.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
