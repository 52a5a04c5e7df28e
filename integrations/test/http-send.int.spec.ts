import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendRequest, SendTimeoutError } from '../src/http-send';
import { sendWebhook } from '../src/webhooks/send';

/** A receiver on a free port that answers as `handle` says and counts its connections. */
async function receiver(handle: http.RequestListener) {
  const server = http.createServer(handle);
  let connections = 0;
  const bodies: string[] = [];
  server.on('connection', () => (connections += 1));
  server.on('request', (req: http.IncomingMessage) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => bodies.push(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  open.push(server);
  return { url: `http://127.0.0.1:${port}`, connections: () => connections, bodies };
}

const open: http.Server[] = [];
afterEach(async () => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const put = (body: string, timeoutMs = 10_000) => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body,
  timeoutMs,
});

describe('sending a delivery with Node’s own client', () => {
  it('sends the body, answers the status and keeps one connection for the next request', async () => {
    const target = await receiver((_req, res) => res.writeHead(201).end('{"stored":true}'));
    expect(await sendRequest(`${target.url}/a`, put('{"n":1}'))).toEqual({ status: 201 });
    expect(await sendRequest(`${target.url}/b`, put('{"n":2}'))).toEqual({ status: 201 });
    expect(target.bodies).toEqual(['{"n":1}', '{"n":2}']);
    expect(target.connections()).toBe(1);
  });

  it('sends again on a new connection when the receiver closed the kept one under it', async () => {
    const target = await receiver((_req, res) => res.end('ok'));
    expect(await sendRequest(target.url, put('{"n":1}'))).toEqual({ status: 200 });
    // The receiver drops its idle connection (its keep-alive ran out, or it restarted).
    for (const server of open) server.closeAllConnections();
    expect(await sendRequest(target.url, put('{"n":2}'))).toEqual({ status: 200 });
    expect(target.bodies).toEqual(['{"n":1}', '{"n":2}']);
    expect(target.connections()).toBe(2);
  });

  it('does not follow a redirect: the receiver’s own status comes back', async () => {
    const target = await receiver((_req, res) =>
      res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end(),
    );
    expect(await sendRequest(target.url, put('{}'))).toEqual({ status: 302 });
  });

  it('cuts a receiver off that never answers, with a TimeoutError', async () => {
    const target = await receiver(() => undefined);
    const error = await sendRequest(target.url, put('{}', 200)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTimeoutError);
    expect((error as Error).name).toBe('TimeoutError');
  });

  it('refuses a header it cannot send at once, without waiting for its time-out', async () => {
    const target = await receiver((_req, res) => res.end());
    const options = { ...put('{}', 60_000), headers: { 'x-name': 'line\nbreak' } };
    const error = (await sendRequest(target.url, options).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SendTimeoutError);
    expect(target.bodies).toEqual([]);
  });

  it('names the system’s reason when nothing listens at the address', async () => {
    const target = await receiver((_req, res) => res.end());
    const url = target.url;
    for (const server of open.splice(0)) await new Promise((resolve) => server.close(resolve));
    const error = (await sendRequest(url, put('{}')).catch((e: unknown) => e)) as Error;
    expect((error.cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('tells a webhook’s owner in words that the receiver redirected or could not be reached', async () => {
    const target = await receiver((_req, res) => res.writeHead(307, { location: '/x' }).end());
    const message = { secret: 'whsec_dGVzdA==', messageId: 'msg_1', body: '{}', now: new Date(0) };
    const redirected = await sendWebhook({ ...message, url: target.url, timeoutMs: 5_000 });
    expect(redirected).toMatchObject({ ok: false, status: 307 });
    expect(redirected.error).toBe('The receiver redirected (HTTP 307).');

    const url = target.url;
    for (const server of open.splice(0)) await new Promise((resolve) => server.close(resolve));
    const refused = await sendWebhook({ ...message, url, timeoutMs: 5_000 });
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.error).toBe('Could not reach the receiver (ECONNREFUSED).');
  });
});
