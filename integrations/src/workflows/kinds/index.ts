import type { WorkflowKind } from '@courtside/events';
import type { WorkflowKindRunner } from '../context';
import { leagueSync } from './league-sync';
import { officialReminders } from './official-reminders';
import { seasonRollover } from './season-rollover';
import { standingsRecount } from './standings-recount';

/**
 * Each kind's runner, by the kind's name (events/src/workflow/rules.ts). Adding a kind (the
 * league sync) is one name there and one entry here.
 */
export const workflowRunners: Record<WorkflowKind, WorkflowKindRunner> = {
  'league-sync': leagueSync,
  'season-rollover': seasonRollover,
  'official-reminders': officialReminders,
  'standings-recount': standingsRecount,
};
