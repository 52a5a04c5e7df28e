import type { WorkflowEvent } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { workflowDecider, type WorkflowCommand } from './decide';

const now = '2026-11-28T10:00:00.000Z';
const started: WorkflowEvent = {
  type: 'WorkflowStarted',
  data: { workflowId: 7, kind: 'standings-recount', leagueId: 3, params: { league_id: 3 } },
};
const step = (key: string): WorkflowCommand => ({
  type: 'CompleteWorkflowStep',
  data: { step: key, total: 2, line: { key: 'recounted', params: {} }, result: {} },
  metadata: { now },
});

/** Given these events, when the command is decided: the events it records. */
function given(events: WorkflowEvent[], command: WorkflowCommand): WorkflowEvent[] {
  const state = events.reduce(workflowDecider.evolve, workflowDecider.initialState());
  return workflowDecider.decide(command, state);
}

describe('when the runner reports a step', () => {
  it('records it with the steps done so far', () => {
    expect(given([started], step('a'))).toMatchObject([
      { type: 'WorkflowStepCompleted', data: { step: 'a', done: 1, total: 2 } },
    ]);
  });

  it('records nothing when a resumed run reports a finished step again', () => {
    const [done] = given([started], step('a'));
    expect(given([started, done!], step('a'))).toEqual([]);
  });

  it('refuses a step of a run that has ended', () => {
    const failed: WorkflowEvent = {
      type: 'WorkflowFailed',
      data: { workflowId: 7, reason: { key: 'workflowNoLeague', params: {} } },
    };
    expect(() => given([started, failed], step('a'))).toThrow('This workflow has already ended.');
  });
});

describe('when an administrator retries', () => {
  const retry: WorkflowCommand = { type: 'RetryWorkflow', data: {}, metadata: { now } };

  it('runs a failed workflow again as its next attempt', () => {
    const failed: WorkflowEvent = {
      type: 'WorkflowFailed',
      data: { workflowId: 7, reason: { key: 'workflowCrashed', params: {} } },
    };
    expect(given([started, failed], retry)).toEqual([
      { type: 'WorkflowRetried', data: { workflowId: 7, attempt: 2 } },
    ]);
  });

  it('refuses one that is still running', () => {
    expect(() => given([started], retry)).toThrow('Only a failed workflow can be retried.');
  });
});

describe('when a rollover is started on a stream that already exists', () => {
  it('refuses it: the league is already being rolled over into that season', () => {
    const start: WorkflowCommand = {
      type: 'StartWorkflow',
      data: { workflowId: 7, kind: 'season-rollover', leagueId: 3, params: {} },
      metadata: { now, leagueExists: true, nextSeason: '2026/27' },
    };
    expect(() => given([started], start)).toThrow(
      'This league is already being rolled over into season 2026/27.',
    );
  });
});
