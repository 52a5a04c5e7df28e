import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, in arrival order. */
export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
  /** What the fake answered; null while it holds the request open. */
  status: number | null;
}

/** A delivery the fake applied: the first successful request of each idempotency key. */
export interface AppliedDelivery {
  path: string;
  idempotencyKey: string;
  body: unknown;
}

export interface FakeEndpoint {
  url: string;
  received: ReceivedRequest[];
  /** Deduplicated by Idempotency-Key, as the documented contract requires of the real service. */
  applied: AppliedDelivery[];
  /** The next `count` requests (for paths starting with `pathPrefix`, if given) answer 500. */
  failNext(count: number, pathPrefix?: string): void;
  /** Every request under `pathPrefix` (whose body passes `when`, if given) answers 500 until `healAll`. */
  failAlways(pathPrefix: string, when?: (body: unknown) => boolean): void;
  /** The next `count` requests are held open, never answered, until `releaseHeld` or close. */
  hangNext(count: number, pathPrefix?: string): void;
  /** Forgets every failure and hang rule. */
  healAll(): void;
  /** Answers every held request with 503 (as a restarting server would). */
  releaseHeld(): void;
  close(): Promise<void>;
}

interface Rule {
  kind: 'fail' | 'hang';
  remaining: number;
  pathPrefix: string;
  when?: (body: unknown) => boolean;
}

/**
 * A small JSON-over-HTTP server speaking the contract the scoreboard and workflow services share
 * (docs/scoreboard-service.md): bearer token, `Idempotency-Key` on every write, 2xx applied,
 * a replay of a key answered as the first time without applying it again. `routes` are the
 * paths it accepts; anything else is 404.
 */
export async function startFakeEndpoint(options: {
  token: string;
  routes: RegExp[];
  port?: number;
}): Promise<FakeEndpoint> {
  const received: ReceivedRequest[] = [];
  const applied: AppliedDelivery[] = [];
  const answered = new Map<string, number>();
  let rules: Rule[] = [];
  const held = new Set<ServerResponse>();

  const takeRule = (path: string, body: unknown): Rule | undefined => {
    const rule = rules.find(
      (r) => r.remaining > 0 && path.startsWith(r.pathPrefix) && (r.when?.(body) ?? true),
    );
    if (rule && Number.isFinite(rule.remaining)) rule.remaining -= 1;
    return rule;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const entry: ReceivedRequest = {
      method: req.method ?? '',
      path,
      idempotencyKey,
      body,
      status: null,
    };
    received.push(entry);
    const answer = (status: number, payload: unknown) => {
      entry.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return answer(401, { error: 'unauthorized', message: 'Missing or wrong bearer token.' });
    }
    try {
      body = text === '' ? null : JSON.parse(text);
      entry.body = body;
    } catch {
      return answer(400, { error: 'invalid_json', message: 'The body is not JSON.' });
    }
    if (req.method !== 'PUT' || !options.routes.some((route) => route.test(path))) {
      return answer(404, { error: 'not_found', message: `No route ${req.method} ${path}.` });
    }
    if (!idempotencyKey) {
      return answer(400, {
        error: 'idempotency_key_required',
        message: 'Idempotency-Key is required.',
      });
    }
    const rule = takeRule(path, body);
    if (rule?.kind === 'hang') {
      held.add(res);
      return;
    }
    if (rule?.kind === 'fail') {
      return answer(500, { error: 'internal', message: 'The fake was told to fail.' });
    }
    const replayed = answered.get(idempotencyKey);
    if (replayed !== undefined) {
      res.setHeader('idempotent-replayed', 'true');
      return answer(replayed, { status: 'replayed' });
    }
    applied.push({ path, idempotencyKey, body });
    answered.set(idempotencyKey, 200);
    return answer(200, { status: 'applied' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const releaseHeld = () => {
    for (const res of held) {
      if (!res.writableEnded && !res.destroyed) res.writeHead(503).end();
    }
    held.clear();
  };

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    applied,
    failNext(count, pathPrefix = '/') {
      rules.push({ kind: 'fail', remaining: count, pathPrefix });
    },
    failAlways(pathPrefix, when) {
      rules.push({ kind: 'fail', remaining: Number.POSITIVE_INFINITY, pathPrefix, when });
    },
    hangNext(count, pathPrefix = '/') {
      rules.push({ kind: 'hang', remaining: count, pathPrefix });
    },
    healAll() {
      rules = [];
    },
    releaseHeld,
    async close() {
      releaseHeld();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
