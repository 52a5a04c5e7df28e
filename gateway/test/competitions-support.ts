import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import type { Stack } from './stack';

/** A real PNG of the given size (one colour), as a browser would upload it. */
export function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return PNG.sync.write(image);
}

/**
 * Sends a multipart form the way the web app does (cookies, CSRF header), with one file.
 * TestBrowser only speaks JSON.
 */
export async function upload(
  browser: TestBrowser,
  path: string,
  field: string,
  file: { name: string; type: string; content: Buffer | string },
  language = 'en',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes; tests assert fields
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
  form.append(field, new Blob([bytes], { type: file.type }), file.name);
  const token = browser.cookies.get('XSRF-TOKEN') ?? '';
  const response = await fetch(`${browser.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': language,
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A league admin and a super-admin, signed in on the stack. */
export async function competitionAdmins(
  stack: Stack,
): Promise<{ admin: TestBrowser; superAdmin: TestBrowser }> {
  const { knex } = stack.gateway;
  return {
    admin: (await newSignedIn(stack.url, knex, 'admin', ['league admin'])).browser,
    superAdmin: (await newSignedIn(stack.url, knex, 'admin', ['super-admin'])).browser,
  };
}

/** Sends a bad request and checks it changed nothing in the event log. */
export async function refused(
  stack: Stack,
  send: () => Promise<{ status: number; body: unknown }>,
) {
  const before = await stack.eventCount();
  const answer = await send();
  expect(answer.status).toBe(422);
  expect(await stack.eventCount()).toBe(before);
  return answer.body as { message: string; errors: Record<string, string[]> };
}
