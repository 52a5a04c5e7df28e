import type { Knex } from 'knex';
import type { MatchReport } from '@courtside/events';
import { rmSchema } from '../db/tables';

interface ReportRow {
  contest_id: number;
  notes: string;
  incidents: string;
  attendance: number | null;
  technical_fouls: MatchReport['technical_fouls'];
  unsportsmanlike_fouls: MatchReport['unsportsmanlike_fouls'];
  injuries: MatchReport['injuries'];
  revision: number;
  filed_by: number | null;
  filer_name: string | null;
  filed_at: Date;
}

/** A match's report as last filed, or an empty one (revision null) before the first filing. */
export async function matchReportOf(db: Knex, contestId: number): Promise<MatchReport> {
  const row = (await db(`${rmSchema}.match_reports as r`)
    .leftJoin('accounts as a', 'a.id', 'r.filed_by')
    .where('r.contest_id', contestId)
    .first('r.*', 'a.name as filer_name')) as ReportRow | undefined;
  if (!row) {
    return {
      contest_id: contestId,
      notes: '',
      incidents: '',
      attendance: null,
      technical_fouls: [],
      unsportsmanlike_fouls: [],
      injuries: [],
      revision: null,
      filed_by: null,
      filed_at: null,
    };
  }
  return {
    contest_id: row.contest_id,
    notes: row.notes,
    incidents: row.incidents,
    attendance: row.attendance,
    technical_fouls: row.technical_fouls,
    unsportsmanlike_fouls: row.unsportsmanlike_fouls,
    injuries: row.injuries,
    revision: row.revision,
    filed_by: row.filed_by
      ? { id: row.filed_by, name: row.filer_name ?? `#${row.filed_by}` }
      : null,
    filed_at: row.filed_at.toISOString(),
  };
}
