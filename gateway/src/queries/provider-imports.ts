import type { Knex } from 'knex';
import type { ProviderName } from '@courtside/integrations/providers';

export type ImportState = 'previewed' | 'queued' | 'running' | 'succeeded' | 'failed';
export type ImportPhase = 'league' | 'teams' | 'fixtures' | 'finishing' | 'retrying';

/** Done and total per kind, as the progress bar shows them. */
export interface ImportProgress {
  teams: { done: number; total: number };
  fixtures: { done: number; total: number };
}

/** What the apply did, once it succeeded: the summary under the bar. */
export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
}

/** Why an apply failed, as a code the screen words ('unavailable', 'refused', 'unexpected'…). */
export type ImportFailure = 'unavailable' | 'refused' | 'account_gone' | 'unexpected';

/** An import as the screen polls it. */
export interface ImportStatus {
  id: number;
  provider: ProviderName;
  external_id: string;
  state: ImportState;
  phase: ImportPhase | null;
  progress: ImportProgress | null;
  outcome: ImportOutcome | null;
  failure: ImportFailure | null;
  league_id: number | null;
}

const columns = [
  'id',
  'provider',
  'external_id',
  'state',
  'phase',
  'progress',
  'outcome',
  'failure',
  'league_id',
] as const;

export async function importStatus(db: Knex, id: number): Promise<ImportStatus | null> {
  const row = (await db('provider_imports')
    .where({ id })
    .first(...columns)) as (Omit<ImportStatus, 'id'> & { id: string | number }) | undefined;
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Imports a stopped or crashed gateway left queued or running: the worker must come back. */
export async function hasUnfinishedImports(db: Knex): Promise<boolean> {
  const row = (await db('provider_imports').whereIn('state', ['queued', 'running']).first('id')) as
    { id: number } | undefined;
  return row !== undefined;
}

/** The worker's notes as it goes: the state, the phase and done/total per kind. */
export async function noteProgress(
  db: Knex,
  id: number,
  note: { state?: ImportState; phase: ImportPhase; progress?: ImportProgress; now?: Date },
): Promise<void> {
  await db('provider_imports')
    .where({ id })
    .update({
      phase: note.phase,
      ...(note.state ? { state: note.state } : {}),
      ...(note.progress ? { progress: JSON.stringify(note.progress) } : {}),
      ...(note.now ? { started_at: note.now } : {}),
    });
}

export async function finishImport(
  db: Knex,
  id: number,
  done: { leagueId: number; now: Date },
): Promise<void> {
  await db('provider_imports').where({ id }).update({
    state: 'succeeded',
    phase: null,
    failure: null,
    league_id: done.leagueId,
    applied_at: done.now,
    finished_at: done.now,
  });
}

/** A failed attempt: the state stays running while pg-boss will try again, failed after. */
export async function failImport(
  db: Knex,
  id: number,
  failed: { failure: ImportFailure; final: boolean; now: Date },
): Promise<void> {
  await db('provider_imports')
    .where({ id })
    .update({
      state: failed.final ? 'failed' : 'running',
      phase: failed.final ? null : 'retrying',
      failure: failed.failure,
      ...(failed.final ? { finished_at: failed.now } : {}),
    });
}
