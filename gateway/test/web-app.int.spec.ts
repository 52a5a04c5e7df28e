import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/index';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';

let webDist: string;
let running: RunningGateway;
const logLines: string[] = [];

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'courtside-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("courtside")');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  running = await startGateway({ config: { webDist }, logger: createLogger('info', sink) });
});

afterAll(async () => {
  await running.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('when the web app is built', () => {
  it('serves index.html at / and for client-side routes', async () => {
    for (const route of ['/', '/leagues/2026-05-02/contests', '/officials/games/7']) {
      const response = await fetch(`${running.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await fetch(`${running.url}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps /api answers in JSON rather than falling back to the app', async () => {
    const response = await fetch(`${running.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('sends a CSP that allows the app, its styles and the Socket.IO connection', async () => {
    const csp = (await fetch(`${running.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('lets the public widgets under /integrations be embedded elsewhere', async () => {
    const response = await fetch(`${running.url}/integrations/leagues/league/1/standings`);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe('when the web app is not built', () => {
  it('answers / with a plain hint to build it', async () => {
    // The same database and event log as the running gateway, only without the built app.
    const bare = await startGateway({ database: running.database, store: running.store });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await response.text()).toContain('npm run build -w @courtside/web');
    } finally {
      await bare.close();
    }
  });
});

describe('when asked for health', () => {
  it('answers live and ready', async () => {
    expect(await (await fetch(`${running.url}/health/live`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${running.url}/health/ready`)).json()).toEqual({ status: 'ok' });
  });
});

describe('when an official signs in', () => {
  it('logs the request without the password, session id or CSRF token', async () => {
    const password = 'Tajna#Lozinka2026';
    await createAccount(running.knex, {
      kind: 'official',
      email: 'log@courtside.test',
      name: 'L',
      password,
    });
    const browser = new TestBrowser(running.url);
    const signed = await browser.signIn('log@courtside.test', password);
    expect(signed.status).toBe(200);
    await browser.get('/api/officials/user');
    const log = logLines.join('');
    expect(log).toContain('/api/officials/login');
    for (const secret of [
      password,
      browser.cookies.get('courtside_session'),
      browser.cookies.get('XSRF-TOKEN'),
    ]) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret as string);
    }
  });
});

/** A GET with exactly these headers; the body as sent, not decompressed. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('when a browser takes compressed files', () => {
  it("sends the app's scripts and index.html brotli- or gzip-compressed, the same bytes unpacked", async () => {
    const script = `${'export const line = "Courtside, uživo";\n'.repeat(500)}`;
    await writeFile(path.join(webDist, 'assets', 'big-4d5e6f.js'), script);
    const url = `${running.url}/assets/big-4d5e6f.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const again = await rawGet(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);

    const page = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(200)}`;
    await writeFile(path.join(webDist, 'index.html'), page);
    const index = await rawGet(`${running.url}/leagues/5`, { 'accept-encoding': 'gzip' });
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(index.body).toString()).toBe(page);
  });
});
