import type { Commands } from '@courtside/command-service';

/**
 * Issue 12: workflows in the demo's list, so a new user sees what a run looks like: a standings
 * recount of the first league, then a "sync a league now" of it (the demo syncs that league to
 * the local scoreboard fake), both started as the system; the runner finishes them within
 * seconds of the start. Answers the position of the last start.
 */
export async function seedDemoWorkflow(
  commands: Pick<Commands, 'startWorkflow'>,
  leagueId: number | undefined,
): Promise<string | null> {
  if (leagueId === undefined) return null;
  const system = { actor: { kind: 'system' as const, id: null } };
  await commands.startWorkflow({ kind: 'standings-recount', league_id: leagueId }, system);
  const synced = await commands.startWorkflow({ kind: 'league-sync', league_id: leagueId }, system);
  return synced.position;
}
