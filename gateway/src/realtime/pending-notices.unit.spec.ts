import type { ChangeNotice } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { parseNotice } from './notice-listener';
import { addNotice, carriedRows, noPendingNotices } from './pending-notices';

const row = (id: number, time: string, A1 = 20) => ({ id, league_id: 10, time, A1 });
const notice = (checkpoint: string, contests: number[], extra: Partial<ChangeNotice> = {}) =>
  ({
    projection: 'read-models',
    checkpoint,
    leagues: [10],
    contests,
    all: false,
    ...extra,
  }) satisfies ChangeNotice;

/** What a fan-out pass would push from these notices, in arrival order. */
function merged(...notices: ChangeNotice[]) {
  const pending = noPendingNotices();
  notices.forEach((each) => addNotice(pending, each));
  return pending;
}

describe('notices that carry their contests', () => {
  it('give the rows to push in playing order, the latest of each contest', () => {
    const pending = merged(
      notice('5:1', [1, 2], {
        contestRows: [row(1, '2026-03-01T18:00:00Z'), row(2, '2026-03-01T17:00:00Z')],
      }),
      notice('5:2', [1], { contestRows: [row(1, '2026-03-01T18:00:00Z', 25)] }),
    );
    expect(carriedRows(pending, [1, 2])).toEqual([
      row(2, '2026-03-01T17:00:00Z'),
      row(1, '2026-03-01T18:00:00Z', 25),
    ]);
    expect(pending.checkpoint).toBe('5:2');
    // Only the contests someone follows.
    expect(carriedRows(pending, [1])).toEqual([row(1, '2026-03-01T18:00:00Z', 25)]);
  });

  it('drop a contest a later notice names without a row: it is no longer public', () => {
    const pending = merged(
      notice('5:1', [1, 2], {
        contestRows: [row(1, '2026-03-01T18:00:00Z'), row(2, '2026-03-01T17:00:00Z')],
      }),
      notice('5:2', [2], { contestRows: [] }),
    );
    expect(carriedRows(pending, [1, 2])).toEqual([row(1, '2026-03-01T18:00:00Z')]);
  });

  it('are read back once a notice names contests without carrying them', () => {
    const pending = merged(
      notice('5:1', [1], { contestRows: [row(1, '2026-03-01T18:00:00Z')] }),
      notice('5:2', [2]),
    );
    expect(carriedRows(pending, [1, 2])).toBeNull();
    // In the other order too: the rows never speak for a contest a notice left out.
    const other = merged(
      notice('5:1', [2]),
      notice('5:2', [1], { contestRows: [row(1, '2026-03-01T18:00:00Z')] }),
    );
    expect(carriedRows(other, [1, 2])).toBeNull();
  });

  it('are read back after a notice for everything, and when none carried any', () => {
    const all = merged(
      notice('5:1', [1], { contestRows: [row(1, '2026-03-01T18:00:00Z')] }),
      notice('5:2', [], { all: true }),
    );
    expect(carriedRows(all, [1])).toBeNull();
    expect(carriedRows(merged(notice('5:1', [1])), [1])).toBeNull();
  });
});

describe('a notice as the gateway hears it', () => {
  const payload = (value: object) => JSON.stringify({ ...notice('5:1', [1, 2]), ...value });

  it('keeps the rows it carries for its own contests', () => {
    const rows = [row(1, '2026-03-01T18:00:00Z')];
    expect(parseNotice(payload({ contestRows: rows }))?.contestRows).toEqual(rows);
    expect(parseNotice(payload({ contestRows: [] }))?.contestRows).toEqual([]);
  });

  it('drops rows that are not all its own contests, so they are read back', () => {
    expect(
      parseNotice(payload({ contestRows: [row(3, '2026-03-01T18:00:00Z')] })),
    ).not.toHaveProperty('contestRows');
    expect(parseNotice(payload({ contestRows: [null] }))).not.toHaveProperty('contestRows');
    expect(parseNotice(payload({ contestRows: 'rows' }))).not.toHaveProperty('contestRows');
    expect(parseNotice(payload({}))).not.toHaveProperty('contestRows');
  });
});
