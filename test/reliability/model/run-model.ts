import { expect } from 'vitest';
import type { Decider } from '../../../command-service/src/core/decider';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../command-service/src/core/errors';

/** What one step did: the command, and the events it appended or the rule it broke. */
export type Step<Cmd, Event> =
  | { command: Cmd; accepted: true; events: Event[] }
  | { command: Cmd; accepted: false; error: Error };

/**
 * Runs a command sequence through a decider as command-service does (decide on the state so far,
 * append, evolve), checking after every step that the state folded from all events so far equals
 * the state built step by step, and that a refusal is one of the domain's errors (a user reads
 * it as a 4xx), never a crash. Answers the steps, the final state and the whole event log.
 */
export function runModel<Cmd, State, Event>(
  decider: Decider<Cmd, State, Event>,
  commands: Cmd[],
  check: (before: State, step: Step<Cmd, Event>, after: State, log: Event[]) => void,
) {
  let state = decider.initialState();
  const log: Event[] = [];
  const steps: Step<Cmd, Event>[] = [];
  for (const command of commands) {
    const before = state;
    let step: Step<Cmd, Event>;
    try {
      const events = decider.decide(command, state);
      step = { command, accepted: true, events };
    } catch (error) {
      const domain = [ValidationError, NotFoundError, ConflictError, ForbiddenError];
      if (!domain.some((kind) => error instanceof kind)) throw error;
      step = { command, accepted: false, error: error as Error };
    }
    if (step.accepted) {
      log.push(...step.events);
      state = step.events.reduce(decider.evolve, state);
    }
    expect(log.reduce(decider.evolve, decider.initialState())).toEqual(state);
    check(before, step, state, log);
    steps.push(step);
  }
  return { steps, state, log };
}
