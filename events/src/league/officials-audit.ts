import type { AuditMappings, ModelState } from '../audit';
import type { OfficialsAreaEvent } from '../catalogue';
import { contestOfficialRoles } from '../contest/contest-officials-events';
import {
  leagueSettingsFields,
  leagueUpdatedColumns,
  type LeagueEditableField,
  type LeagueUpdated,
} from './league-updated';

/** The audit field listing a role's account ids: 'officials_assistant_referee'. */
export function officialsField(role: string): string {
  return `officials_${role.replace(/\s+/g, '_')}`;
}

function ids(state: ModelState | null, field: string): number[] {
  const value = state?.[field];
  return Array.isArray(value) ? value : [];
}

/** Settings the audit shows field by field (see leagueSettingsFields). */
const settingsKeys = new Set<string>([
  'videoZone',
  'apiIntegration',
  'videoOpenToClubs',
  'scoreboardSync',
  'scoreboardSyncMatches',
  'scoreboardSyncRoster',
  'standingsConfig',
  'fees',
  'tieBreakOrder',
  'recordingPackages',
]);

/** The fields an edit changed, under their read-side names. */
function changedColumns(data: LeagueUpdated['data']): ModelState {
  const fields: ModelState = {};
  for (const [key, column] of Object.entries(leagueUpdatedColumns)) {
    if (settingsKeys.has(key)) continue;
    const value = data[key as LeagueEditableField];
    if (value === undefined || (typeof value === 'object' && value !== null)) continue;
    fields[column] = value;
  }
  return { ...fields, ...leagueSettingsFields(data) };
}

export const officialsAudit: AuditMappings<OfficialsAreaEvent> = {
  LeagueUpdated: {
    models: (event) => [{ model: 'league', id: event.data.leagueId }],
    evolve: (_model, state, event) => state && { ...state, ...changedColumns(event.data) },
    tags: () => ['updated'],
  },
  LeagueOwnerChanged: {
    models: (event) => [{ model: 'league', id: event.data.leagueId }],
    evolve: (_model, state, event) => state && { ...state, owner_id: event.data.toAccountId },
    tags: () => ['owner'],
  },
  LeagueOfficialAssigned: {
    models: (event) => [{ model: 'league', id: event.data.leagueId }],
    evolve: (_model, state, event) => {
      if (!state) return state;
      const field = officialsField(event.data.role);
      const list = ids(state, field);
      if (list.includes(event.data.accountId)) return state;
      return { ...state, [field]: [...list, event.data.accountId].sort((a, b) => a - b) };
    },
    tags: () => ['officials'],
  },
  LeagueOfficialUnassigned: {
    models: (event) => [{ model: 'league', id: event.data.leagueId }],
    evolve: (_model, state, event) => {
      if (!state) return state;
      const field = officialsField(event.data.role);
      return { ...state, [field]: ids(state, field).filter((id) => id !== event.data.accountId) };
    },
    tags: () => ['officials'],
  },
  ContestOfficialsAssigned: {
    models: (event) => [{ model: 'contest', id: event.data.contestId }],
    evolve: (_model, state, event) => {
      if (!state) return state;
      const crew: ModelState = {};
      for (const role of contestOfficialRoles) {
        crew[officialsField(role)] = event.data.officials
          .filter((official) => official.role === role)
          .map((official) => official.accountId);
      }
      return { ...state, ...crew };
    },
    tags: () => ['officials'],
  },
};
