import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';

/**
 * Issue 9: someone signed in as another kind than a route's is known and refused (403
 * 'Unauthorized.'), not asked to sign in (401 'Unauthenticated.', for nobody signed in).
 */
let running: RunningGateway;

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  await running.close();
});

describe('when an admin calls the officials routes', () => {
  it.each(['/api/officials/user', '/api/officials/contests?date=2026-05-02'])(
    'answers %s with 403 Unauthorized.',
    async (path) => {
      const { browser } = await newSignedIn(running.url, running.knex, 'admin', ['super-admin']);
      const answer = await browser.get(path);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Unauthorized.' });
    },
  );
});

describe('when an official calls an admin route or a representative route', () => {
  it.each(['/api/admin/dashboard', '/api/video-zone/user'])(
    'answers %s with 403 Unauthorized.',
    async (path) => {
      const { browser } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
      const answer = await browser.get(path);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Unauthorized.' });
    },
  );
});

describe('when nobody is signed in', () => {
  it.each(['/api/officials/user', '/api/admin/dashboard', '/api/video-zone/user'])(
    'answers %s with 401 Unauthenticated.',
    async (path) => {
      const browser = new TestBrowser(running.url);
      await browser.csrf();
      const answer = await browser.get(path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    },
  );
});
