import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, ModelSnapshot } from '@courtside/events';
import { startAuditStack, type AuditStack } from './audit-support';
import { perFile } from './per-file';
import type { TestBrowser } from './browser';
import type { Stack } from './stack';

// A record's history replayed from its stream, on the contest audit-support.ts corrected.

let audit: AuditStack;
let stack: Stack;

perFile(startAuditStack, (started) => {
  audit = started;
  stack = started.stack;
});

describe('when a super-admin replays the history of a contest, league or team', () => {
  let superAdmin: TestBrowser;
  beforeAll(async () => {
    superAdmin = await audit.signedIn('admin', ['super-admin']);
  });

  it('replays a contest as a timeline of what each event changed', async () => {
    const { status, body } = await superAdmin.request(
      'GET',
      `/api/history/contest/${stack.contestId}`,
    );
    expect(status).toBe(200);
    const timeline = body.data as HistoryEntry[];
    expect(timeline.map((entry) => [entry.revision, entry.event])).toEqual([
      [0, 'ContestScheduled'],
      [1, 'ScoreRecorded'],
      [2, 'ScoreRecorded'],
      [3, 'ContestFinished'],
      [4, 'ScoreRecorded'],
      [5, 'ContestFinished'],
    ]);
    expect(timeline[1]?.changes).toMatchObject({
      status: { old: 'scheduled', new: 'in_progress' },
      A1: { old: null, new: 20 },
    });
    expect(timeline[4]).toMatchObject({
      actor: { kind: 'admin', id: '1' },
      tags: ['score', 'correction'],
      changes: { B4: { old: 21, new: 25 }, second_team_total: { old: 72, new: 76 } },
    });
  });

  it('shows the contest as it was after any event: the first final result, then the correction', async () => {
    const then = await superAdmin.request(
      'GET',
      `/api/history/contest/${stack.contestId}/at/${audit.finishedRevision}`,
    );
    expect(then.status).toBe(200);
    const snapshot = then.body as ModelSnapshot;
    expect(snapshot).toMatchObject({
      model: 'contest',
      id: stack.contestId,
      revision: audit.finishedRevision,
      event: 'ContestFinished',
    });
    for (const field of [
      'A1',
      'A2',
      'A3',
      'A4',
      'B1',
      'B2',
      'B3',
      'B4',
      'first_team_total',
      'second_team_total',
      'winner',
    ]) {
      expect(snapshot.state[field], field).toEqual(audit.shownWhenFinished[field]);
    }
    expect(snapshot.state['status']).toBe('finished');
    const now = await superAdmin.request('GET', `/api/history/contest/${stack.contestId}/at/5`);
    expect((now.body as ModelSnapshot).state).toMatchObject({ B4: 25, second_team_total: 76 });
    const before = await superAdmin.request('GET', `/api/history/contest/${stack.contestId}/at/0`);
    expect((before.body as ModelSnapshot).state).toMatchObject({ status: 'scheduled', A1: null });
  });

  it('replays a league with its registrations and a team from its league stream', async () => {
    const league = await superAdmin.request('GET', `/api/history/league/${stack.leagueId}`);
    const timeline = league.body.data as HistoryEntry[];
    expect(timeline.map((entry) => entry.event)).toEqual([
      'LeagueCreated',
      'TeamRegistered',
      'TeamRegistered',
    ]);
    expect(timeline[2]?.changes['teams']).toEqual({
      old: [stack.teams.home],
      new: [stack.teams.home, stack.teams.away],
    });
    const team = await superAdmin.request('GET', `/api/history/team/${stack.teams.away}`);
    expect(team.body.data).toHaveLength(1);
    const revision = (team.body.data as HistoryEntry[])[0]?.revision ?? -1;
    const state = await superAdmin.request(
      'GET',
      `/api/history/team/${stack.teams.away}/at/${revision}`,
    );
    expect((state.body as ModelSnapshot).state).toMatchObject({
      name: 'Partizan',
      league_id: stack.leagueId,
    });
  });

  it('answers 404 for an unknown model, record or revision', async () => {
    for (const path of [
      `/api/history/player/1`,
      `/api/history/contest/999999`,
      `/api/history/contest/${stack.contestId}/at/99`,
      `/api/history/contest/${stack.contestId}/at/-1`,
    ]) {
      expect((await superAdmin.request('GET', path)).status, path).toBe(404);
    }
  });
});

describe('when a super-admin replays a history whose events people made', () => {
  let superAdmin: TestBrowser;
  beforeAll(async () => {
    superAdmin = await audit.signedIn('admin', ['super-admin']);
    // The log names the official and the admin by kind and id; these are their accounts.
    const { knex } = stack.gateway;
    for (const [id, kind, name] of [
      [7, 'official', 'Marko Marković'],
      [1, 'admin', 'Ana Anić'],
    ] as const) {
      await knex('accounts')
        .insert({ id, kind, name, email: `person${id}@example.com`, password_hash: 'x' })
        .onConflict('id')
        .merge(['kind', 'name']);
    }
    await knex.raw(
      `SELECT setval(pg_get_serial_sequence('accounts', 'id'), (SELECT max(id) FROM accounts))`,
    );
  });

  it('names each actor by the name of their account, and the system as the system', async () => {
    const { body } = await superAdmin.request('GET', `/api/history/contest/${stack.contestId}`);
    const timeline = body.data as HistoryEntry[];
    expect(timeline.map((entry) => entry.actor)).toEqual([
      { kind: 'system', id: null, name: null },
      { kind: 'official', id: '7', name: 'Marko Marković' },
      { kind: 'official', id: '7', name: 'Marko Marković' },
      { kind: 'official', id: '7', name: 'Marko Marković' },
      { kind: 'admin', id: '1', name: 'Ana Anić' },
      { kind: 'admin', id: '1', name: 'Ana Anić' },
    ]);
  });
});
