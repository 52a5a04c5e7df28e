/**
 * Command and decider shapes shared by the aggregates, in the emmett style: a command is
 * plain data, and everything impure (clock, context read from other streams) arrives in its
 * metadata so `decide` stays a pure function of (command, state).
 */
export interface Command<Type extends string, Data, Metadata = DecisionMetadata> {
  type: Type;
  data: Data;
  metadata: Metadata;
}

/** What every decision may know about the world besides its own stream. */
export interface DecisionMetadata {
  /** ISO-8601 time of the decision, from the injected clock (never read inside decide). */
  now: string;
  /**
   * The season of the league the command changes has ended (looked up before deciding, from the
   * category's season and the platform's SeasonClosed events): its leagues are read-only.
   */
  seasonClosed?: boolean;
}

/** The pure heart of an aggregate. */
export interface Decider<Cmd, State, Event> {
  decide(command: Cmd, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** Closes a switch over a union: adding a member without handling it fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
