import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAvatarBytes } from '../src/users/avatar-routes';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let uploads: string;
const password = 'Test#2026-password';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return PNG.sync.write(image);
}

/** A multipart upload as the web app sends it (cookies, CSRF header); TestBrowser speaks JSON. */
async function upload(browser: TestBrowser, bytes: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await browser.postForm('/api/profile/avatar', form);
  const body = (await response.json()) as {
    avatar: string;
    has_avatar: boolean;
    errors: Record<string, string[]>;
  };
  return { status: response.status, body };
}

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'courtside-avatars-'));
  running = await startGateway({ config: { uploadsDir: uploads } });
});

afterAll(async () => {
  await running.close();
  await rm(uploads, { recursive: true, force: true });
});

describe('when a signed-in user opens their profile', () => {
  it.each(['admin', 'official', 'representative'] as const)(
    'a signed-in %s sees their name, email and initials avatar',
    async (kind) => {
      const me = await newSignedIn(running.url, running.knex, kind, []);
      const answer = await me.browser.get('/api/profile');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: me.id, kind, has_avatar: false });
      expect(answer.body.avatar).toMatch(/^\/api\/avatars\/initials\.svg\?name=Test%20/);
    },
  );
});

describe('when a user edits their profile', () => {
  it('saves name, email and screen name and records only what changed', async () => {
    const me = await newSignedIn(running.url, running.knex, 'official', []);
    const before = (await me.browser.get('/api/profile')).body;
    const answer = await me.browser.request('PUT', '/api/profile', {
      body: { name: 'Milica Jovanović', email: before.email, screen_name: 'mica' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Milica Jovanović', screen_name: 'mica' });
    const events = await running.knex('events').where('stream_id', `account-${me.id}`);
    expect(events.map((e) => e.data.changes)).toEqual([
      { name: 'Milica Jovanović', screen_name: 'mica' },
    ]);
  });

  it('changes the password only with the current one, recording that it changed, never the value', async () => {
    const me = await newSignedIn(running.url, running.knex, 'admin', []);
    const { email, name } = (await me.browser.get('/api/profile')).body;
    const hashBefore = (await running.knex('accounts').where({ id: me.id }).first()).password_hash;
    const wrong = await me.browser.request('PUT', '/api/profile', {
      body: {
        name,
        email,
        current_password: 'Wrong#2026',
        password: 'Novo#2026x',
        password_confirmation: 'Novo#2026x',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
    const weak = await me.browser.request('PUT', '/api/profile', {
      body: {
        name,
        email,
        current_password: password,
        password: 'short',
        password_confirmation: 'short',
      },
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);
    expect((await running.knex('accounts').where({ id: me.id }).first()).password_hash).toBe(
      hashBefore,
    );
    expect(await running.knex('events').where('stream_id', `account-${me.id}`)).toEqual([]);

    const changed = await me.browser.request('PUT', '/api/profile', {
      body: {
        name,
        email,
        current_password: password,
        password: 'Novo#2026x',
        password_confirmation: 'Novo#2026x',
      },
    });
    expect(changed.status).toBe(200);
    const events = await running.knex('events').where('stream_id', `account-${me.id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['PasswordChanged', { accountId: me.id, reason: 'profile' }],
    ]);
  });

  it('refuses unknown fields and bad values with 422 per field', async () => {
    const me = await newSignedIn(running.url, running.knex, 'official', []);
    const answer = await me.browser.request('PUT', '/api/profile', {
      body: { name: 'A', email: 'x', kind: 'admin' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ kind: ['This field is not accepted.'] });
    const bad = await me.browser.request('PUT', '/api/profile', { body: { name: '', email: 'x' } });
    expect(bad.body.errors).toEqual({
      name: ['This field is required.'],
      email: ['Enter a valid email address.'],
    });
  });
});

describe('when a user uploads an avatar', () => {
  it('stores the image, serves it, and falls back to initials once removed', async () => {
    const me = await newSignedIn(running.url, running.knex, 'official', []);
    const uploaded = await upload(me.browser, png(64, 64), 'me.png', 'image/png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.has_avatar).toBe(true);
    expect(uploaded.body.avatar).toMatch(/^\/api\/avatars\/\d+-[a-f0-9]{16}\.png$/);
    const image = await fetch(`${running.url}${uploaded.body.avatar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await readdir(path.join(uploads, 'avatars'))).toContain(
      path.basename(uploaded.body.avatar),
    );

    const removed = await me.browser.request('DELETE', '/api/profile/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.avatar).toMatch(/^\/api\/avatars\/initials\.svg/);
    expect((await fetch(`${running.url}${uploaded.body.avatar}`)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever it claims, and one over 20 MB', async () => {
    const me = await newSignedIn(running.url, running.knex, 'official', []);
    const fake = await upload(me.browser, Buffer.from('<svg onload="x"/>'), 'a.png', 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body.errors.avatar).toEqual([
      'Uploaded file must be an image (PNG, JPEG, GIF or WebP), at most 20 MB.',
    ]);
    const big = Buffer.concat([png(8, 8), Buffer.alloc(maxAvatarBytes)]);
    const tooBig = await upload(me.browser, big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(422);
    const row = await running.knex('accounts').where({ id: me.id }).first();
    expect(row.avatar_path).toBeNull();
  });
});

describe('when the initials avatar is asked for', () => {
  it('answers an SVG of the initials in the spec colours, escaping the name', async () => {
    const answer = await fetch(
      `${running.url}/api/avatars/initials.svg?name=${encodeURIComponent('<b>x</b> Ana')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await answer.text();
    expect(svg).toContain('fill="#7F9CF5">&lt;A</text>');
    expect(svg).toContain('fill="#EBF4FF"');
  });
});
