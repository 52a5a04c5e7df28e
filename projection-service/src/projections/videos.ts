import { videoFields } from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { upsertById } from './catalogue-rows';
import { LatestWrites } from './latest-writes';
import { defineProjection } from './projection';

interface Removal {
  id: number;
  removed_at: string;
  revision: number;
}

/**
 * rm.videos: one row per match video. An attachment writes the whole row; a removal stamps
 * `removed_at`. A batch keeps the last write of each video, then makes one upsert and one update.
 * The contest (and the booking it fulfils) is marked changed, so their watchers hear of it.
 */
export const videosProjection = defineProjection({
  name: 'videos',
  handles: ['VideoAttached', 'VideoRemoved'],
  async apply(trx: Knex.Transaction, events, changes) {
    const schema = schemaOf(trx);
    const writes = new LatestWrites<Removal>();
    for (const { event, metadata, revision } of events) {
      const { videoId, contestId } = event.data;
      changes.contests.add(contestId);
      if (event.type === 'VideoAttached') {
        const { data } = event;
        // The booking's row shows its video: its watchers hear of it.
        if (data.recordingId !== null) changes.recordings.add(data.recordingId);
        writes.write({
          id: videoId,
          ...videoFields(data),
          storage_key: data.storageKey,
          poster_key: data.posterKey,
          attached_at: metadata.at,
          removed_at: null,
          revision,
        });
        continue;
      }
      writes.change({ id: videoId, removed_at: metadata.at, revision });
    }
    await upsertById(trx, schema, 'videos', [...writes.rows.values()]);
    if (writes.patches.size > 0) {
      await trx.raw(
        `UPDATE ?? AS v SET removed_at = r.removed_at::timestamptz, revision = r.revision
         FROM jsonb_to_recordset(?::jsonb) AS r(id int, removed_at text, revision int)
         WHERE v.id = r.id`,
        [`${schema}.videos`, JSON.stringify([...writes.patches.values()])],
      );
    }
  },
});
