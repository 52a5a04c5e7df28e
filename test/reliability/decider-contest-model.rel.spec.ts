import fc from 'fast-check';
import { insideScoreWindow, isForfeit, total, winnerOf } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { contestDecider } from '../../command-service/src/contest/decide';
import { expected, modelOf, sequence, valid } from './model/contest-model';
import { runModel } from './model/run-model';
import { scaled } from './scale';

/**
 * Test 8 of the fault suite, the contest half: random command sequences through the contest
 * decider, checked step by step against a model written from the documented rules
 * (docs/foundation.md, "Contest rules") and against the invariants a league relies on.
 */
const sequences = scaled(300, 5_000);

describe('when random command sequences run through the contest decider', () => {
  it('agrees with the model, and the folded state is the state built step by step', () => {
    let steps = 0;
    const appended: Record<string, number> = {};
    fc.assert(
      fc.property(sequence, (commands) => {
        let model = modelOf(contestDecider.initialState());
        runModel(contestDecider, commands, (before, step, after) => {
          steps += 1;
          const next = expected(model, step.command);
          expect(step.accepted, `${step.command.type} from ${JSON.stringify(model)}`).toBe(
            next !== null,
          );
          if (next) model = next;
          const now = modelOf(after);
          expect({ ...now, time: now.time && Date.parse(now.time) }).toEqual({
            ...model,
            time: model.time && Date.parse(model.time),
          });

          // The invariants, on the decider's own state and events.
          if (after.status === 'absent') return;
          if (after.scores) expect(valid(after.scores)).toBe(true);
          if (after.status === 'finished') {
            expect(after.scores && winnerOf(after.scores)).toBe(after.winner);
            expect(after.winner).not.toBeNull();
          }
          if (after.status === 'in_progress') expect(after.scores).not.toBeNull();
          if (before.status === 'finished') expect(after.status).toBe('finished');
          if (before.status === 'cancelled') expect(after.status).toBe('cancelled');
          if (!step.accepted) return;
          for (const event of step.events) {
            appended[event.type] = (appended[event.type] ?? 0) + 1;
            if (
              event.type === 'ContestFinished' ||
              event.type === 'ResultCorrected' ||
              event.type === 'ResultEntered'
            ) {
              expect(event.data.winner).toBe(winnerOf(event.data.scores));
              expect(event.data.forfeit).toBe(isForfeit(event.data.scores));
              if (event.data.forfeit) {
                const totals = [total(event.data.scores, 'A'), total(event.data.scores, 'B')];
                expect(totals.sort((a, b) => a - b)).toEqual([0, 20]);
              }
            }
            if (event.type === 'ScoreRecorded' && before.status !== 'absent') {
              expect(insideScoreWindow(before.time, step.command.metadata.now)).toBe(true);
            }
            if (event.type === 'ResultCorrected') expect(before.status).toBe('finished');
            // A late entry is for a match that was played and never finished, never one to come.
            if (event.type === 'ResultEntered' && before.status !== 'absent') {
              expect(before.status).not.toBe('finished');
              expect(Date.parse(step.command.metadata.now)).toBeGreaterThanOrEqual(
                Date.parse(before.time),
              );
            }
          }
        });
      }),
      { numRuns: sequences },
    );
    console.log(`contest model: ${sequences} command sequences, ${steps} steps`, appended);
  });
});
