import { randomUUID } from 'node:crypto';
import { streams, type AuditModel } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import type { AuditLogRow } from '../src/db/tables';
import { contests, scores, seedLeague } from './test-data';
import { useProjectionRun } from './harness';

const run = useProjectionRun({ batchSize: 5, seed: seedLeague });

async function auditOf(model: AuditModel, modelId: number): Promise<AuditLogRow[]> {
  return run.harness.knex
    .withSchema('rm')
    .table<AuditLogRow>('audit_log')
    .where({ model, model_id: modelId })
    .orderBy([
      { column: 'position_major', order: 'asc' },
      { column: 'position_minor', order: 'asc' },
    ]);
}

describe('when a finished result is corrected', () => {
  it('logs the changed scores and totals only, old and new, tagged as a correction', async () => {
    const rows = await auditOf('contest', contests.corrected);
    expect(rows.map((row) => [row.event, row.revision, row.tags])).toEqual([
      ['ContestScheduled', 0, ['created']],
      ['ContestFinished', 1, ['status', 'result']],
      ['ScoreRecorded', 2, ['score', 'correction']],
      ['ContestFinished', 3, ['status', 'result', 'correction']],
    ]);
    const correction = rows[2];
    expect(correction?.old_values).toEqual({
      A3: 15,
      A4: 15,
      first_team_total: 60,
      winner: 'second_team',
    });
    expect(correction?.new_values).toEqual({
      A3: 20,
      A4: 20,
      first_team_total: 70,
      winner: 'first_team',
    });
    // The confirming ContestFinished changes nothing the correction did not already show.
    expect(rows[3]?.old_values).toEqual({});
    expect(rows[3]?.new_values).toEqual({});
  });

  it('shows a contest first appear with all its fields as new values and no old ones', async () => {
    const [scheduled] = await auditOf('contest', contests.finished);
    expect(scheduled?.old_values).toEqual({});
    expect(scheduled?.new_values).toMatchObject({
      id: contests.finished,
      league_id: 10,
      status: 'scheduled',
      first_team_id: 101,
      second_team_id: 102,
      location: 'Hala Pinki',
      A1: null,
    });
  });
});

describe('when teams are registered and contests change status', () => {
  it('logs a team as its own model and a postponement with its reason', async () => {
    const [team] = await auditOf('team', 202);
    expect(team).toMatchObject({
      event: 'TeamRegistered',
      stream_id: streams.league(20),
      old_values: {},
      new_values: { id: 202, league_id: 20, name: 'Vojvodina', full_name: 'KK Vojvodina' },
    });
    const postponed = (await auditOf('contest', contests.postponed)).at(-1);
    expect(postponed).toMatchObject({
      event: 'ContestPostponed',
      tags: ['status'],
      old_values: { status: 'scheduled' },
      new_values: { status: 'postponed', reason: 'Hala zauzeta' },
    });
  });

  it('skips event types this version does not know', async () => {
    const types = await run.harness.knex.withSchema('rm').table('audit_log').distinct('event');
    expect(types.map((row: { event: string }) => row.event)).not.toContain(
      'LeagueSponsorAnnounced',
    );
  });
});

describe('when an admin records a score from a browser', () => {
  it('names the actor, IP, user agent, correlation id and time from the metadata', async () => {
    const correlationId = randomUUID();
    const id = randomUUID();
    const { position } = await run.harness.store.append(
      streams.contest(contests.scheduled),
      [
        {
          id,
          type: 'ScoreRecorded',
          data: {
            contestId: contests.scheduled,
            leagueId: 10,
            scores: scores([12], [10]),
          },
          metadata: {
            actor: { kind: 'admin', id: '42' },
            ip: '203.0.113.9',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
            correlationId,
            causationId: null,
            at: '2026-03-14T20:15:00.000Z',
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await run.service.waitFor(position);
    const row = await run.harness.knex
      .withSchema('rm')
      .table<AuditLogRow>('audit_log')
      .where({ id })
      .first();
    expect(row).toMatchObject({
      event: 'ScoreRecorded',
      model: 'contest',
      model_id: contests.scheduled,
      position,
      actor_kind: 'admin',
      actor_id: '42',
      ip: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      correlation_id: correlationId,
      tags: ['score'],
      old_values: {
        status: 'scheduled',
        A1: null,
        B1: null,
        first_team_total: 0,
        second_team_total: 0,
      },
      new_values: {
        status: 'in_progress',
        A1: 12,
        B1: 10,
        first_team_total: 12,
        second_team_total: 10,
      },
    });
    expect(row?.occurred_at.toISOString()).toBe('2026-03-14T20:15:00.000Z');
  });
});

describe('when the log is read whole', () => {
  it('holds one row per known event and never a secret-looking field', async () => {
    const all = await run.harness.knex.withSchema('rm').table<AuditLogRow>('audit_log').select('*');
    const { events } = await run.harness.store.readAll({ after: null, limit: 1000 });
    expect(all).toHaveLength(events.filter((e) => e.type !== 'LeagueSponsorAnnounced').length);
    const fields = all.flatMap((row) => [
      ...Object.keys(row.old_values),
      ...Object.keys(row.new_values),
    ]);
    expect(
      fields.filter((field) => /password|secret|token|hash|seed|session/i.test(field)),
    ).toEqual([]);
  });
});
