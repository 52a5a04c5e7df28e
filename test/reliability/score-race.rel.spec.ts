import { randomUUID } from 'node:crypto';
import { scoreFields, streams, type Scores } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '../../command-service/src/testing/service-under-test';
import { scaled } from './scale';
import { twoTeamLeague } from './support/two-team-league';

const WRITERS = 50;
const ROUNDS = scaled(3, 10);
const HOUR_MS = 60 * 60 * 1000;

describe('when 50 officials save a score on one match at the same moment', () => {
  let service: ServiceUnderTest;
  let contestId: number;
  let scheduledRevision: number;

  beforeAll(async () => {
    service = await startServiceUnderTest(new Date('2026-03-14T19:00:00Z'));
    const { schedule } = await twoTeamLeague(service.service.commands);
    const contest = await schedule(new Date(service.clock.now.getTime() - HOUR_MS));
    contestId = contest.id;
    scheduledRevision = contest.revision;
  });

  afterAll(async () => {
    await service?.close();
  });

  /**
   * A score sheet no other save sends, within the score limits: the home side's first quarter
   * names the writer, the away side's the round (so each round's winner changes the score).
   */
  const sheet = (round: number, writer: number): Scores => ({
    ...(Object.fromEntries(scoreFields.map((field) => [field, null])) as Scores),
    A1: writer,
    B1: round,
  });

  it('lets exactly one save win per revision, answers 409 to the rest and stores no duplicate', async () => {
    const winners: Scores[] = [];
    let revision = scheduledRevision;
    let conflicts = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Every writer loaded the contest at the same revision, as the score screen does, and
      // sends it with its own Idempotency-Key over HTTP, all at once.
      const answers = await Promise.all(
        Array.from({ length: WRITERS }, (_, writer) =>
          service.send(
            'PUT',
            `/contests/${contestId}/score`,
            { ...sheet(round, writer), expected_revision: revision },
            { ...adminHeaders, 'idempotency-key': randomUUID() },
          ),
        ),
      );
      const won = answers.flatMap((answer, writer) => (answer.status === 200 ? [writer] : []));
      const refused = answers.filter((answer) => answer.status === 409);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(WRITERS - 1);
      const winner = won[0] ?? -1;
      expect(answers[winner]?.body.revision).toBe(revision + 1);
      // Each refusal names the revision the winner made, so the screen can reload and retry.
      for (const answer of refused) expect(answer.body.current_revision).toBe(revision + 1);
      conflicts += refused.length;
      winners.push(sheet(round, winner));
      revision += 1;
    }

    const stored = await service.store.readStream(streams.contest(contestId));
    const scored = stored.filter((event) => event.type === 'ScoreRecorded');
    expect(stored.map((event) => event.revision)).toEqual(
      Array.from({ length: scheduledRevision + 1 + ROUNDS }, (_, index) => index),
    );
    expect(new Set(stored.map((event) => event.id)).size).toBe(stored.length);
    expect(scored.map((event) => (event.data as { scores: Scores }).scores)).toEqual(winners);
    console.log(
      `score race: ${ROUNDS} rounds of ${WRITERS} concurrent saves over HTTP; ` +
        `${ROUNDS} won, ${conflicts} answered 409, ${scored.length} events stored, duplicates: 0`,
    );
  });
});
