import { expect } from 'vitest';
import type { Decider } from './decider';
import { englishText } from '@courtside/events';
import type { FieldErrors } from './errors';

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
            thenThrows(kind: ErrorClass, message: string, errors?: Record<string, string[]>): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(kind);
              expect((thrown as Error).message).toBe(message);
              if (errors)
                expect(englishErrors((thrown as { errors?: FieldErrors }).errors)).toEqual(errors);
            },
          };
        },
      };
    },
  };
}

/**
 * The thrown field errors as an English-speaking user reads them: the specs state the texts a
 * user would see, the errors carry keys and parameters.
 */
function englishErrors(errors: FieldErrors | undefined): Record<string, string[]> | undefined {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, refs]) => [field, refs.map((ref) => englishText(ref))]),
  );
}
