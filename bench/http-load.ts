import http from 'node:http';
import net from 'node:net';
import { percentile } from './stats';

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  /** Concurrent clients, each on its own keep-alive connection, one request at a time. */
  connections: number;
  durationMs: number;
  request(worker: number): LoadRequest;
  /** Read an answer's body (JSON) and hand it over; otherwise bodies are drained unread. */
  onAnswer?(worker: number, status: number, body: string): void;
}

export interface LoadResult {
  ok: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** First refused answer, to say why in the report. */
  firstFailure: string | null;
}

/**
 * A small autocannon: `connections` clients send requests back to back for `durationMs` over
 * keep-alive connections and time each answer; answers other than 2xx count as failures.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const answerBoundMs = 10_000;
  const once = (worker: number) =>
    new Promise<void>((resolve) => {
      const spec = options.request(worker);
      const sentAt = performance.now();
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers: {
            ...spec.headers,
            ...(spec.body ? { 'content-length': Buffer.byteLength(spec.body) } : {}),
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const keep = options.onAnswer !== undefined || status >= 300;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
          res.on('close', () => {
            if (res.complete) return;
            failed += 1;
            firstFailure ??= `answer cut off after ${answerBoundMs} ms`;
            resolve();
          });
          res.on('end', () => {
            const body = keep ? Buffer.concat(chunks).toString('utf8') : '';
            if (status >= 200 && status < 300) latencies.push(performance.now() - sentAt);
            else {
              failed += 1;
              firstFailure ??= `${status} ${body.slice(0, 200)}`;
            }
            options.onAnswer?.(worker, status, body);
            resolve();
          });
        },
      );
      // An answer that never comes must not hold the run: it counts as a failure.
      req.setTimeout(answerBoundMs, () =>
        req.destroy(new Error(`no answer in ${answerBoundMs} ms`)),
      );
      req.on('error', (error) => {
        failed += 1;
        firstFailure ??= error.message;
        resolve();
      });
      req.end(spec.body);
    });

  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      while (performance.now() < deadline) await once(worker);
    }),
  );
  agent.destroy();
  return summarize(latencies, failed, firstFailure, started);
}

/** A run's figures from its answers' latencies (ms) and failures, since `started`. */
function summarize(
  latencies: number[],
  failed: number,
  firstFailure: string | null,
  started: number,
): LoadResult {
  const elapsed = (performance.now() - started) / 1000;
  return {
    ok: latencies.length,
    failed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstFailure,
  };
}

/**
 * The same load for plain GETs with a lean client, as autocannon has: each connection is a
 * keep-alive socket that writes one prepared request, reads the status line and Content-Length
 * of the answer and counts its body's bytes without building a response object, then asks
 * again. Node's http client spends about as much CPU per answer as the gateway does on a kept
 * one, so on two cores it would measure itself; this one leaves the server its core.
 * Answers must carry Content-Length (every public read and static file does).
 */
export async function runGetLoad(options: {
  url: string;
  connections: number;
  durationMs: number;
  path: string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const target = new URL(options.url);
  const request = Buffer.from(
    `GET ${options.path} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: keep-alive\r\n` +
      Object.entries(options.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
    'latin1',
  );
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const answerBoundMs = 10_000;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const fail = (reason: string) => {
    failed += 1;
    firstFailure ??= reason;
  };

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(target.port), target.hostname);
      socket.setNoDelay(true);
      let head: Buffer = Buffer.alloc(0);
      let remaining = -1; // body bytes still to come; -1 while the head is being read
      let status = 0;
      let sentAt = 0;
      let timer: NodeJS.Timeout | null = null;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return;
        }
        head = Buffer.alloc(0);
        remaining = -1;
        sentAt = performance.now();
        timer = setTimeout(() => {
          fail(`no answer in ${answerBoundMs} ms`);
          socket.destroy();
        }, answerBoundMs);
        socket.write(request);
      };
      const answered = () => {
        if (timer) clearTimeout(timer);
        if (status >= 200 && status < 300) latencies.push(performance.now() - sentAt);
        else fail(`${status}`);
        send();
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        if (remaining < 0) {
          head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
          const end = head.indexOf('\r\n\r\n');
          if (end < 0) return;
          const text = head.toString('latin1', 0, end);
          status = Number(text.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1];
          if (length === undefined && status !== 304 && status !== 204) {
            fail(`${status} without Content-Length`);
            socket.destroy();
            return;
          }
          remaining = Number(length ?? 0) - (head.length - end - 4);
        } else {
          remaining -= chunk.length;
        }
        if (remaining <= 0) answered();
      });
      socket.on('error', (error) => fail(error.message));
      socket.on('close', () => {
        if (timer) clearTimeout(timer);
        resolve();
      });
    });

  // A connection that failed is opened again until the run's end.
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await connection();
    }),
  );
  return summarize(latencies, failed, firstFailure, started);
}
