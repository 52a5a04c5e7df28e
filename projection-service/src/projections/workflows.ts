import type { WorkflowLine } from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { upsertById } from './catalogue-rows';
import { chunk, defineProjection } from './projection';

interface WorkflowRecord {
  id: number;
  kind: string;
  league_id: number;
  params: string;
  status: string;
  done: number;
  total: number;
  attempt: number;
  outcome: string | null;
  started_by: number | null;
  started_at: string;
  updated_at: string;
  revision: number;
}

interface LogRecord {
  workflow_id: number;
  revision: number;
  at: string;
  key: string;
  params: string;
}

const json = (line: WorkflowLine) => JSON.stringify(line);
const asLine = (key: string, params: Record<string, string | number> = {}) => ({ key, params });

/**
 * rm.workflows and rm.workflow_log: the rows a batch touches are read once, folded in memory and
 * written with one upsert; log lines go in with one insert that skips the lines a replay already
 * wrote (keyed by workflow and revision). Every touched workflow is in the change notice, so the
 * `workflows` screen hears of it.
 */
export const workflowsProjection = defineProjection({
  name: 'workflows',
  handles: [
    'WorkflowStarted',
    'WorkflowStepCompleted',
    'WorkflowLogged',
    'WorkflowSucceeded',
    'WorkflowFailed',
    'WorkflowRetried',
  ],
  async apply(trx: Knex.Transaction, events, changes) {
    const schema = schemaOf(trx);
    const ids = [...new Set(events.map(({ event }) => event.data.workflowId))];
    const existing: WorkflowRecord[] = await trx
      .withSchema(schema)
      .table('workflows')
      .whereIn('id', ids)
      .select('*');
    const rows = new Map<number, WorkflowRecord>(
      existing.map((row) => [
        row.id,
        {
          ...row,
          params: JSON.stringify(row.params),
          outcome: row.outcome === null ? null : JSON.stringify(row.outcome),
          started_at: new Date(row.started_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
        },
      ]),
    );
    const log: LogRecord[] = [];
    for (const { event, metadata, revision } of events) {
      const id = event.data.workflowId;
      changes.workflows.add(id);
      const line = (value: WorkflowLine) =>
        log.push({
          workflow_id: id,
          revision,
          at: metadata.at,
          key: value.key,
          params: JSON.stringify(value.params ?? {}),
        });
      if (event.type === 'WorkflowStarted') {
        const actor = metadata.actor.kind === 'admin' ? Number(metadata.actor.id) : null;
        rows.set(id, {
          id,
          kind: event.data.kind,
          league_id: event.data.leagueId,
          params: JSON.stringify(event.data.params ?? {}),
          status: 'running',
          done: 0,
          total: 0,
          attempt: 1,
          outcome: null,
          started_by: Number.isSafeInteger(actor) ? actor : null,
          started_at: metadata.at,
          updated_at: metadata.at,
          revision,
        });
        line(asLine('started'));
        continue;
      }
      const row = rows.get(id);
      if (!row || row.revision >= revision) continue;
      row.revision = revision;
      row.updated_at = metadata.at;
      switch (event.type) {
        case 'WorkflowStepCompleted':
          row.done = event.data.done;
          row.total = event.data.total;
          line(event.data.line as WorkflowLine);
          break;
        case 'WorkflowLogged':
          line(event.data.line as WorkflowLine);
          break;
        case 'WorkflowSucceeded':
          row.status = 'succeeded';
          row.done = row.total;
          row.outcome = json(event.data.line as WorkflowLine);
          line(event.data.line as WorkflowLine);
          break;
        case 'WorkflowFailed':
          row.status = 'failed';
          row.outcome = json(event.data.reason as WorkflowLine);
          line(event.data.reason as WorkflowLine);
          break;
        case 'WorkflowRetried':
          row.status = 'running';
          row.attempt = event.data.attempt;
          row.outcome = null;
          line(asLine('retried', { attempt: event.data.attempt }));
          break;
      }
    }
    await upsertById(trx, schema, 'workflows', [...rows.values()]);
    for (const part of chunk(log, 1000)) {
      await trx
        .withSchema(schema)
        .table('workflow_log')
        .insert(part)
        .onConflict(['workflow_id', 'revision'])
        .ignore();
    }
  },
});
