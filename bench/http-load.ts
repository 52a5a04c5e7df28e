import http from 'node:http';
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
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    ok: latencies.length,
    failed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstFailure,
  };
}
