import { testClock } from '@courtside/events/testing';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

export const password = 'Kosarka#2026';

/**
 * A gateway with three clubs, two upcoming contests and a finished one, the sports to pick from
 * and an administrator, plus the representative's own steps (register, sign in) as the web
 * app takes them.
 */
export interface VideoZone {
  url: string;
  knex: Knex;
  admin: TestBrowser;
  /** A valid registration form with a new address each time. */
  registration(overrides?: Record<string, unknown>): Record<string, unknown> & { email: string };
  register(body: Record<string, unknown>): ReturnType<TestBrowser['request']>;
  signIn(
    email: string,
    pass?: string,
    remember?: boolean,
  ): Promise<{ browser: TestBrowser; answer: Awaited<ReturnType<TestBrowser['request']>> }>;
  idOf(email: string): Promise<number>;
  eventTypes(id: number): Promise<string[]>;
  /** Fails if a password or its hash reached the log, the events or a sign-in answer. */
  expectNoSecretLeaked(): Promise<void>;
  close(): Promise<void>;
}

export async function startVideoZone(): Promise<VideoZone> {
  // The gateway's clock: "upcoming" contests are upcoming by it.
  const clock = testClock();
  /** Everything the gateway logged, to prove no secret reaches the log. */
  const logLines: string[] = [];
  let serial = 0;
  const running: RunningGateway = await startGateway({
    logger: createLogger('trace', { write: (line: string) => void logLines.push(line) }),
  });
  const knex = running.knex;
  let admin: TestBrowser;
  try {
    const rows = readModelRows(knex);
    await rows.league({ id: 1, name: 'Prva liga' });
    await rows.team(1, 10, 'Vojvodina');
    await rows.team(1, 11, 'Partizan');
    await rows.team(1, 12, 'Crvena zvezda');
    // Club records own the teams by id: a representative's club is one of these, never a name.
    await knex('rm.clubs').insert([
      { id: 10, name: 'Vojvodina' },
      { id: 11, name: 'Partizan' },
      { id: 12, name: 'Crvena zvezda' },
    ]);
    await knex('rm.club_teams').insert([10, 11, 12].map((id) => ({ club_id: id, team_id: id })));
    const soon = new Date(clock().getTime() + 3 * 24 * 3600 * 1000).toISOString();
    await rows.contest({
      id: 100,
      leagueId: 1,
      time: soon,
      teams: [10, 'Vojvodina', 11, 'Partizan'],
    });
    await rows.contest({
      id: 101,
      leagueId: 1,
      time: soon,
      teams: [11, 'Partizan', 12, 'Crvena zvezda'],
    });
    await rows.contest({
      id: 102,
      leagueId: 1,
      time: '2026-01-10T18:00:00Z',
      teams: [11, 'Partizan', 12, 'Crvena zvezda'],
      scores: [20, 20, 20, 20, null, 10, 10, 10, 10, null],
      status: 'finished',
    });
    await knex('rm.sports').insert([
      { id: 1, name: 'Košarka', show_on_scheduling: true },
      { id: 2, name: 'Odbojka', show_on_scheduling: false },
    ]);
    ({ browser: admin } = await newSignedIn(running.url, knex, 'admin', ['administrator']));
  } catch (error) {
    await running.close();
    throw error;
  }

  const signIn = async (email: string, pass = password, remember = false) => {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const answer = await browser.request('POST', '/api/video-zone/login', {
      body: { email, password: pass, remember },
    });
    return { browser, answer };
  };

  return {
    url: running.url,
    knex,
    admin,
    registration(overrides = {}) {
      serial += 1;
      return {
        email: `rep-${serial}@club.test`,
        password,
        password_confirmation: password,
        first_name: 'Marko',
        last_name: 'Petrović',
        club: 'Vojvodina',
        ...overrides,
      };
    },
    async register(body) {
      const browser = new TestBrowser(running.url);
      await browser.csrf();
      return browser.request('POST', '/api/video-zone/register', { body });
    },
    signIn,
    async idOf(email) {
      const row = await knex('accounts').where({ kind: 'representative', email }).first('id');
      return Number(row?.id);
    },
    async eventTypes(id) {
      const rows = await knex('events')
        .where({ stream_id: `account-${id}` })
        .orderBy('position');
      return rows.map((row: { type: string }) => row.type);
    },
    async expectNoSecretLeaked() {
      const hashes = (await knex('accounts')
        .where({ kind: 'representative' })
        .pluck('password_hash')) as string[];
      expect(hashes.length).toBeGreaterThan(0);
      const events = await knex('events').select('data', 'metadata');
      const haystacks = [logLines.join('\n'), JSON.stringify(events)];
      expect(logLines.length).toBeGreaterThan(0);
      for (const haystack of haystacks) {
        for (const secret of [password, 'Wrong#2026', 'Kosarka#2027', ...hashes]) {
          expect(haystack).not.toContain(secret);
        }
        expect(haystack).not.toMatch(/\$argon2id\$/);
      }
      const answer = await signIn(`rep-1@club.test`);
      expect(JSON.stringify(answer.answer.body)).not.toMatch(/argon2|password/i);
    },
    close: () => running.close(),
  };
}
