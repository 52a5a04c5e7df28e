/**
 * Where every "now" in Courtside comes from. Services take a `Clock` in their dependencies and
 * never read the wall clock themselves, so a test (or a demo) can run the whole stack as if it
 * were any moment: late in the evening, the night daylight saving time ends, New Year's Eve.
 */
export type Clock = () => Date;

/** The machine's clock. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` now and then runs at the wall clock's pace, so timeouts, session
 * lifetimes and "five hours after kick-off" keep their real lengths at a pinned moment.
 */
export function clockStartingAt(start: Date, wall: Clock = systemClock): Clock {
  if (Number.isNaN(start.getTime())) throw new Error('clockStartingAt needs a valid date');
  const offset = start.getTime() - wall().getTime();
  return () => new Date(wall().getTime() + offset);
}
