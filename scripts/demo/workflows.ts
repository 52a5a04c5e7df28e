import type { Commands } from '@courtside/command-service';

/**
 * Issue 12: one workflow in the demo's list, so a new user sees what a run looks like: a
 * standings recount of the first league, started as the system; the runner finishes it within
 * seconds of the start. Answers the position of its start.
 */
export async function seedDemoWorkflow(
  commands: Pick<Commands, 'startWorkflow'>,
  leagueId: number | undefined,
): Promise<string | null> {
  if (leagueId === undefined) return null;
  const started = await commands.startWorkflow(
    { kind: 'standings-recount', league_id: leagueId },
    { actor: { kind: 'system', id: null } },
  );
  return started.position;
}
