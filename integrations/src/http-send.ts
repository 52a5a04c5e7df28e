import http from 'node:http';
import https from 'node:https';

/** What a receiver answered; its body is read to the end and let go. */
export interface SentAnswer {
  status: number;
}

/** No answer, to its last byte, within the time given (named as fetch names its own). */
export class SendTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

// Kept-alive connections to each receiver, as the gateway keeps them to command-service: Node's
// own client, not fetch, whose web streams, abort signals and DOMExceptions cost the integrations
// process about a fifth of its CPU when every score save is a webhook (docs/performance.md). A
// connection left idle for 4 s is closed before a Node receiver's own 5 s would close it under a
// request. Redirects are never followed.
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

/**
 * Sends one request and reads its answer, all within `timeoutMs`: a hanging receiver is cut off
 * then with a SendTimeoutError. A receiver that cannot be reached fails with an error whose
 * `cause` carries the system's code (ECONNREFUSED, ENOTFOUND …), as fetch's does. A kept-alive
 * connection the receiver closed just as it was reused is tried once more on a new one (Node's
 * `request.reusedSocket`): the receiver went nowhere, only that connection did.
 */
export function sendRequest(
  url: URL | string,
  options: { method: string; headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<SentAnswer> {
  const target = typeof url === 'string' ? new URL(url) : url;
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new Error(`unsupported address ${target.protocol}`));
  const client = target.protocol === 'https:' ? https : http;
  const payload = Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    let settled = false;
    let current: http.ClientRequest | undefined;
    const finish = (error: Error | null, answer?: SentAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(answer as SentAnswer);
    };
    const attempt = (retried: boolean) => {
      let request: http.ClientRequest;
      try {
        request = client.request(
          target,
          {
            method: options.method,
            agent,
            headers: { ...options.headers, 'content-length': String(payload.length) },
          },
          (response) => {
            response.on('error', (error) => finish(unreachable(error)));
            response.on('end', () => finish(null, { status: response.statusCode ?? 0 }));
            response.resume();
          },
        );
      } catch (error) {
        // A header Node refuses (a character it cannot send): nothing went out.
        finish(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      current = request;
      request.on('error', (error: NodeJS.ErrnoException) => {
        const stale = error.code === 'ECONNRESET' || error.code === 'EPIPE';
        if (stale && request.reusedSocket && !retried && !settled) attempt(true);
        else finish(unreachable(error));
      });
      request.end(payload);
    };
    const timer = setTimeout(() => {
      const error = new SendTimeoutError(`no answer within ${options.timeoutMs} ms`);
      finish(error);
      current?.destroy(error);
    }, options.timeoutMs);
    attempt(false);
  });
}

function unreachable(error: Error): Error {
  return new Error(error.message, { cause: error });
}
