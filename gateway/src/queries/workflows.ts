import { nextSeason, rolledOverName, type WorkflowRow } from '@courtside/events';
import type { Knex } from 'knex';

/** Workflows the screen lists, newest first. */
const listed = 30;

function selectWorkflows(knex: Knex) {
  return knex
    .withSchema('rm')
    .from('workflows as w')
    .leftJoin('leagues as l', 'l.id', 'w.league_id')
    .select(
      'w.id',
      'w.kind',
      'w.league_id',
      'l.name as league_name',
      'w.status',
      'w.done',
      'w.total',
      'w.attempt',
      'w.outcome',
      'w.started_by',
      knex.raw(`to_json(w.started_at) #>> '{}' AS started_at`),
      knex.raw(`to_json(w.updated_at) #>> '{}' AS updated_at`),
      knex.raw(
        `COALESCE((SELECT json_agg(json_build_object('at', g.at, 'key', g.key, 'params', g.params)
                                   ORDER BY g.revision)
                     FROM rm.workflow_log AS g WHERE g.workflow_id = w.id), '[]'::json) AS log`,
      ),
    );
}

/** The latest workflows with their logs (rm.workflows, rm.workflow_log). */
export async function listWorkflows(knex: Knex): Promise<WorkflowRow[]> {
  return selectWorkflows(knex).orderBy('w.id', 'desc').limit(listed);
}

/** One workflow with its log; null when there is none. */
export async function workflowById(knex: Knex, id: number): Promise<WorkflowRow | null> {
  return (
    ((await selectWorkflows(knex).where('w.id', id).first()) as WorkflowRow | undefined) ?? null
  );
}

/** The leagues a workflow can be started on, as the start form lists them. */
export async function workflowLeagues(
  knex: Knex,
): Promise<{ id: number; name: string; season: string | null }[]> {
  return knex
    .withSchema('rm')
    .table('leagues')
    .orderBy([{ column: 'season', order: 'desc', nulls: 'last' }, 'name'])
    .select('id', 'name', 'season');
}

/**
 * Whether the league's category already has a league named for the next season (the name a
 * rollover would give it): the start form says so at once instead of a run failing later.
 */
export async function nextSeasonTaken(knex: Knex, leagueId: number): Promise<boolean> {
  const league = await knex
    .withSchema('rm')
    .table('leagues')
    .where('id', leagueId)
    .first<{ name: string; category_id: number | null; season: string | null } | undefined>(
      'name',
      'category_id',
      'season',
    );
  const next = league?.season ? nextSeason(league.season) : null;
  if (!league?.season || !next || league.category_id === null) return false;
  const taken = await knex
    .withSchema('rm')
    .table('leagues')
    .where({
      category_id: league.category_id,
      name: rolledOverName(league.name, league.season, next),
    })
    .first('id');
  return taken !== undefined;
}
