import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { competitionAdmins } from './competitions-support';
import { official, startStack, type Stack } from './stack';

// Issue 14: a lone UTF-16 surrogate ("\ud800") in a text field gave 500 or 502, and during
// registration left an account behind with no event. JSON.stringify keeps it as the escape
// \ud800, which is what a hostile client sends on the wire.

const lone = 'Ko\ud800sarka';
let stack: Stack;
let superAdmin: TestBrowser;

beforeAll(async () => {
  stack = await startStack();
  ({ superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack.close();
});

const unstorableText =
  'This text holds a character that cannot be stored (a NUL or a broken Unicode surrogate).';

describe('when a representative registers with a lone surrogate in a name', () => {
  it('answers 422 naming the field and leaves no account and no event behind', async () => {
    const email = 'surrogate@club.test';
    const browser = new TestBrowser(stack.url);
    await browser.csrf();
    const events = await stack.eventCount();
    const answer = await browser.request('POST', '/api/video-zone/register', {
      body: {
        email,
        password: 'Kosarka#2026',
        password_confirmation: 'Kosarka#2026',
        first_name: lone,
        last_name: 'Petrović',
        club: 'Vojvodina',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ first_name: [unstorableText] });
    expect(await stack.gateway.knex('accounts').where({ email })).toEqual([]);
    expect(await stack.eventCount()).toBe(events);
  });
});

describe('when a catalogue entry is created with a lone surrogate', () => {
  it('answers 422 from the gateway and appends no event', async () => {
    const events = await stack.eventCount();
    const answer = await superAdmin.request('POST', '/api/admin/sports', {
      body: { name: lone, show_on_scheduling: true },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: [unstorableText] });
    expect(await stack.eventCount()).toBe(events);
  });

  it('answers 422 from command-service itself, for any caller that is not the gateway', async () => {
    const events = await stack.eventCount();
    const response = await fetch(`${stack.commandUrl}/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-actor-kind': 'system' },
      body: JSON.stringify({ name: lone, season: '2025/26', public: true }),
    });
    expect(response.status).toBe(422);
    expect(await stack.eventCount()).toBe(events);
  });
});

describe('when a score save carries a lone surrogate', () => {
  it('answers 422 and records no score', async () => {
    const browser = new TestBrowser(stack.url);
    expect((await browser.signIn(official.email, official.password)).status).toBe(200);
    const events = await stack.eventCount();
    const answer = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: { A1: 20, B1: 10, expected_revision: stack.contestRevision, note: lone },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ note: [unstorableText] });
    expect(await stack.eventCount()).toBe(events);
  });
});
