import { recordingFields } from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { upsertById } from './catalogue-rows';
import { LatestWrites } from './latest-writes';
import { defineProjection } from './projection';

interface Step {
  id: number;
  state: string;
  reason: string | null;
  updated_at: string;
  revision: number;
}

const stepState = {
  RecordingConfirmed: 'confirmed',
  RecordingRefused: 'refused',
  RecordingCancelled: 'cancelled',
  RecordingStarted: 'recording',
  RecordingMadeAvailable: 'available',
} as const;

/**
 * rm.recordings: one row per booking. A request writes the whole row (again after a refusal or
 * cancellation); each later step moves its state. A batch keeps the last write of each booking,
 * then makes one upsert for requests and one update for steps.
 */
export const recordingsProjection = defineProjection({
  name: 'recordings',
  handles: [
    'RecordingRequested',
    'RecordingConfirmed',
    'RecordingRefused',
    'RecordingCancelled',
    'RecordingStarted',
    'RecordingMadeAvailable',
  ],
  async apply(trx: Knex.Transaction, events, changes) {
    const schema = schemaOf(trx);
    const writes = new LatestWrites<Step>();
    for (const { event, metadata, revision } of events) {
      const { recordingId } = event.data;
      changes.recordings.add(recordingId);
      if (event.type === 'RecordingRequested') {
        const { data } = event;
        writes.write({
          id: recordingId,
          ...recordingFields(data),
          state: 'requested',
          reason: null,
          requested_by: data.representativeId,
          requested_at: metadata.at,
          updated_at: metadata.at,
          revision,
        });
        continue;
      }
      const reason = 'reason' in event.data ? event.data.reason : null;
      const state = stepState[event.type];
      writes.change({ id: recordingId, state, reason, updated_at: metadata.at, revision });
    }
    await upsertById(trx, schema, 'recordings', [...writes.rows.values()]);
    if (writes.patches.size > 0) {
      await trx.raw(
        `UPDATE ?? AS r SET state = v.state, reason = v.reason,
           updated_at = v.updated_at::timestamptz, revision = v.revision
         FROM jsonb_to_recordset(?::jsonb)
           AS v(id int, state text, reason text, updated_at text, revision int)
         WHERE r.id = v.id`,
        [`${schema}.recordings`, JSON.stringify([...writes.patches.values()])],
      );
    }
  },
});
