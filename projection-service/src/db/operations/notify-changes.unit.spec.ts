import type { ChangeNotice } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { carriedContestRows, noticePayload } from './notify-changes';

const notice = (contests: number[]): ChangeNotice => ({
  projection: 'read-models',
  checkpoint: '900:41',
  leagues: [10],
  contests,
  all: false,
});
const row = (id: number) => ({ id, league_id: 10, first_team_name: 'Partizan', A1: 20 });

describe("a batch's notice carrying its contests' rows", () => {
  it('carries them when they fit beside the notice', () => {
    const { sent, payload } = noticePayload(notice([7, 8]));
    expect(JSON.parse(carriedContestRows(sent, payload, [row(7), row(8)]) ?? 'null')).toEqual([
      row(7),
      row(8),
    ]);
  });

  it('carries none past what a NOTIFY payload holds, nor for a notice that names none', () => {
    const ids = Array.from({ length: 16 }, (_, index) => index + 1);
    const many = noticePayload(notice(ids));
    expect(carriedContestRows(many.sent, many.payload, ids.map(row))).toBeNull();
    const none = noticePayload(notice([]));
    expect(carriedContestRows(none.sent, none.payload, [])).toBeNull();
  });

  it('carries none in a notice that became a call to refresh everything', () => {
    const everything = { ...notice([7]), all: true };
    expect(carriedContestRows(everything, JSON.stringify(everything), [row(7)])).toBeNull();
  });
});
