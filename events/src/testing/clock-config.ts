/**
 * The test run's clock pin, read by the global setup: COURTSIDE_TEST_NOW pins the moment
 * the test stack's clock starts at (any ISO-8601 instant with its offset, for example
 * `2026-12-31T23:30:00+01:00`); unset, the stack runs on the machine's clock.
 */
export function readTestClockPin(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.COURTSIDE_TEST_NOW?.trim();
  if (!raw) return null;
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at.getTime())) {
    throw new Error(
      `COURTSIDE_TEST_NOW must be an ISO-8601 instant such as 2026-12-31T23:30:00+01:00, got "${raw}"`,
    );
  }
  return at.toISOString();
}
