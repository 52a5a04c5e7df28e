import { expect } from 'vitest';
import type { Decider } from './decider';
import type { FieldTexts } from './errors';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Given/when/then for deciders, after emmett's DeciderSpecification: given past events,
 * when a command, then the new events or the error a user would see. Test-only helper.
 */
export function deciderSpecification<Cmd, State, Event>(decider: Decider<Cmd, State, Event>) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Cmd) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: Event[]): void {
              expect(run()).toEqual(expected);
            },
            thenThrows(kind: ErrorClass, message: string, errors?: FieldTexts): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(kind);
              expect((thrown as Error).message).toBe(message);
              if (errors) expect((thrown as { errors?: FieldTexts }).errors).toEqual(errors);
            },
          };
        },
      };
    },
  };
}
