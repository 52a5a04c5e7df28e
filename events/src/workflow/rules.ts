/**
 * The kinds of workflow an administrator can start by hand (spec §4: "workflows are started
 * manually, then the system runs them"). One entry per kind: a new kind (the league sync) is one
 * more name here and one more runner in integrations/src/workflows/kinds.
 */
export const workflowKinds = [
  'league-sync',
  'season-rollover',
  'official-reminders',
  'standings-recount',
] as const;
export type WorkflowKind = (typeof workflowKinds)[number];

/** Where a workflow is: running (also after a retry), or ended either way. */
export const workflowStatuses = ['running', 'succeeded', 'failed'] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

/**
 * A line of a workflow's log or its outcome as a message key with its parameters, never a
 * sentence: the screen words it in the administrator's language (web `workflows.log.<key>`).
 */
export interface WorkflowLine {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The season after `season`: '2025/26' → '2026/27', '2025/2026' → '2026/2027', '2025' → '2026'.
 * Null for a season written some other way (nothing to roll over into).
 */
export function nextSeason(season: string): string | null {
  const split = /^(\d{4})\s*\/\s*(\d{2}|\d{4})$/.exec(season.trim());
  if (split) {
    const first = Number(split[1]) + 1;
    const second = split[2]!.length === 2 ? String((first + 1) % 100).padStart(2, '0') : first + 1;
    return `${first}/${second}`;
  }
  const year = /^(\d{4})$/.exec(season.trim());
  return year ? String(Number(year[1]) + 1) : null;
}

/**
 * The next season's league name: the season in the name replaced, or the season added to it
 * ('Prva liga 2025/26' → 'Prva liga 2026/27', 'Prva liga' → 'Prva liga 2026/27').
 */
export function rolledOverName(name: string, season: string, next: string): string {
  return name.includes(season) ? name.replace(season, next) : `${name.trim()} ${next}`;
}

/** The zone "tomorrow" is counted in: the platform's (leagues carry no zone of their own). */
export const workflowTimeZone = 'Europe/Belgrade';
