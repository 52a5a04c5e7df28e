import { streams } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { append } from './events';
import { LogCapture, useProjectionRun } from './harness';

// Batches of 2: a request and its confirmation land in one batch for one booking, apart for another.
const run = useProjectionRun({ batchSize: 2 });

const requested = (recordingId: number, contestId: number) => ({
  type: 'RecordingRequested' as const,
  data: {
    recordingId,
    contestId,
    clubId: 3,
    leagueId: 1,
    representativeId: 70,
    package: 'two_cameras',
    notes: 'Kamera kod klupe.',
  },
});
const ids = (recordingId: number, contestId: number) => ({ recordingId, contestId, clubId: 3 });

async function rows() {
  return run.harness.knex
    .withSchema('rm')
    .table('recordings')
    .orderBy('id')
    .select('id', 'contest_id', 'club_id', 'package', 'notes', 'state', 'reason', 'revision');
}

describe('when bookings move through their states, in one batch or several', () => {
  it('shows each booking in its latest state, and a rebuild gives the same rows', async () => {
    const store = run.harness.store;
    await append(store, streams.recording(1), requested(1, 10), {
      type: 'RecordingConfirmed',
      data: ids(1, 10),
    });
    await append(store, streams.recording(1), { type: 'RecordingStarted', data: ids(1, 10) });
    await append(store, streams.recording(1), {
      type: 'RecordingMadeAvailable',
      data: ids(1, 10),
    });
    await append(store, streams.recording(2), requested(2, 11));
    await append(store, streams.recording(2), {
      type: 'RecordingRefused',
      data: { ...ids(2, 11), reason: 'Nema ekipe.' },
    });
    // Asked again after the refusal: the same booking stands as requested, the reason gone.
    const last = await append(store, streams.recording(2), requested(2, 11));
    await run.service.waitFor(last.position);

    const live = await rows();
    expect(live).toEqual([
      expect.objectContaining({ id: 1, contest_id: 10, state: 'available', reason: null }),
      expect.objectContaining({ id: 2, contest_id: 11, state: 'requested', reason: null }),
    ]);
    expect(live.map((row) => row.revision)).toEqual([3, 2]);

    await run.service.close();
    await rebuildReadModels({
      knex: run.harness.knex,
      store,
      logger: new LogCapture().logger,
      batchSize: 3,
    });
    expect(await rows()).toEqual(live);
  });
});
