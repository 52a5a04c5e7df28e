import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../auth/session';
import { publicReadsFastPath } from './public-answer';
import { PublicCache } from './public-cache';

// Issue 13: kept public answers go out before Express. What goes on to the app instead is
// answered 418 here, so a test sees which of the two answered.

const lines: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
const cache = new PublicCache(1024 * 1024);
let server: http.Server;
let base: string;

beforeAll(async () => {
  cache.connected();
  cache.put('/api/leagues/1/public-table', { rows: ['Vojvodina'] }, { leagues: [1] }, cache.epoch);
  const fastPath = publicReadsFastPath(cache, logger);
  server = http.createServer((req, res) => {
    if (fastPath(req, res)) return;
    res.statusCode = 418;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('when a visitor asks for a kept public answer', () => {
  it('gets it with helmet’s headers, and the request log has its line without any header', async () => {
    const answer = await fetch(`${base}/api/leagues/1/public-table`, {
      headers: { 'x-correlation-id': 'visitor-0001', 'accept-encoding': 'identity' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ rows: ['Vojvodina'] });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('etag')).toMatch(/^W\//);
    const line = lines.find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({
      req: { id: 'visitor-0001', method: 'GET', path: '/api/leagues/1/public-table' },
      res: { status: 200 },
    });
    expect(JSON.stringify(line)).not.toContain('accept-encoding');
  });
});

describe('when the request is not an anonymous read of a kept answer', () => {
  it.each([
    ['a signed-in visitor', 'GET', '/api/leagues/1/public-table', { cookie: `${sessionCookie}=s` }],
    ['an API key', 'GET', '/api/leagues/1/public-table', { 'x-api-key': 'k' }],
    ['a bearer token', 'GET', '/api/leagues/1/public-table', { authorization: 'Bearer k' }],
    ['a write', 'POST', '/api/leagues/1/public-table', {}],
    ['an answer not kept', 'GET', '/api/leagues/2/public-table', {}],
    ['a page outside the API', 'GET', '/leagues/1', {}],
  ])('goes on to the app for %s', async (_, method, path, headers) => {
    const answer = await fetch(`${base}${path}`, { method, headers });
    expect(answer.status).toBe(418);
  });
});
