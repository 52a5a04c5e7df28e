/**
 * The fault suite runs twice over: short inside `npm test` (so every CI run tries each fault
 * once), and in full with `npm run test:reliability` (COURTSIDE_RELIABILITY=full). A spec
 * sizes its work with `scaled(short, full)` and asserts the same pass criterion either way.
 */
export const fullRun = process.env.COURTSIDE_RELIABILITY === 'full';

export function scaled<T>(short: T, full: T): T {
  return fullRun ? full : short;
}

/** `RELIABILITY_SEED` replays a run of a spec that draws random moments or data; null: a new seed. */
export const replaySeed: number | null = process.env.RELIABILITY_SEED
  ? Number(process.env.RELIABILITY_SEED) >>> 0
  : null;
