import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import type { Changes, ProjectedEvent, Projection } from './projection';

/** rm.match_reports: the last filing of each match's report, with who filed it and when. */
export const matchReportsProjection: Projection = {
  name: 'match-reports',
  handles: new Set(['MatchReportFiled']),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const latest = new Map<number, Record<string, unknown>>();
    for (const { event, metadata, revision } of events) {
      if (event.type !== 'MatchReportFiled') continue;
      const { data } = event;
      const actor = metadata.actor.kind === 'official' ? Number(metadata.actor.id) : null;
      latest.set(data.contestId, {
        contest_id: data.contestId,
        notes: data.notes,
        incidents: data.incidents,
        attendance: data.attendance,
        technical_fouls: JSON.stringify(data.technicalFouls),
        unsportsmanlike_fouls: JSON.stringify(data.unsportsmanlikeFouls),
        injuries: JSON.stringify(data.injuries),
        revision,
        filed_by: Number.isInteger(actor) ? actor : null,
        filed_at: metadata.at,
      });
      changes.contests.add(data.contestId);
    }
    if (latest.size === 0) return;
    await trx(`${schemaOf(trx)}.match_reports`)
      .insert([...latest.values()])
      .onConflict('contest_id')
      .merge();
  },
};
