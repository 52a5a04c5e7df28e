import type { PublicContest, PublicStandings } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import {
  applyContestPush,
  applySchedulePush,
  applyStandingsPush,
  isNewer,
  keepNewerPushes,
  keepNewerTable,
  RoomCursor,
  toLiveSchedule,
} from './live-sync';

const league = {
  id: 7,
  name: 'Prva liga',
  kind: 'league',
  season: '2025/26',
  category: null,
  rounds: 2,
  number_of_teams: 4,
  start_date: '2025-10-01',
  city: 'Beograd',
  public: true,
  games_played: 0,
};

function contest(id: number, home: number, away: number): PublicContest {
  return {
    id,
    league_id: 7,
    league_name: 'Prva liga',
    round: 1,
    time: '2025-10-01T18:00:00Z',
    location: null,
    status: 'in_progress',
    first_team: { id: 1, name: 'Partizan', is_absent: false },
    second_team: { id: 2, name: 'Crvena zvezda', is_absent: false },
    A1: home,
    A2: null,
    A3: null,
    A4: null,
    A_extra: null,
    B1: away,
    B2: null,
    B3: null,
    B4: null,
    B_extra: null,
    first_team_total: home,
    second_team_total: away,
    winner: null,
    forfeit: false,
    revision: 1,
  };
}

describe('when comparing checkpoints', () => {
  it('orders by transaction then position, with null oldest', () => {
    expect(isNewer('10:5', '9:99')).toBe(true);
    expect(isNewer('10:5', '10:6')).toBe(false);
    expect(isNewer('1:0', null)).toBe(true);
    expect(isNewer(null, '1:0')).toBe(false);
  });
});

describe('when pushes arrive in an unbroken chain', () => {
  it('applies each one', () => {
    const cursor = new RoomCursor();
    cursor.loaded('5:50');
    expect(cursor.pushed({ checkpoint: '6:60', previous: '5:50' })).toBe('apply');
    expect(cursor.pushed({ checkpoint: '7:70', previous: '6:60' })).toBe('apply');
    expect(cursor.lastSeen).toBe('7:70');
  });

  it('does not count a previous older than what HTTP already showed as a gap', () => {
    const cursor = new RoomCursor();
    cursor.loaded('9:90');
    expect(cursor.pushed({ checkpoint: '10:100', previous: '3:30' })).toBe('apply');
  });
});

describe('when a push was missed', () => {
  it('refetches because previous is newer than the last checkpoint seen for the room', () => {
    const cursor = new RoomCursor();
    cursor.loaded('5:50');
    expect(cursor.pushed({ checkpoint: '8:80', previous: '7:70' })).toBe('refetch');
  });

  it('refetches when a push arrives before any HTTP answer', () => {
    expect(new RoomCursor().pushed({ checkpoint: '8:80', previous: '7:70' })).toBe('refetch');
  });
});

describe('when the follow ack names a newer checkpoint than the screen holds', () => {
  it('refetches at once if the answers are in', () => {
    expect(new RoomCursor().followed('9:90', ['5:50', '9:90'])).toBe('refetch');
    expect(new RoomCursor().followed('9:90', ['9:90', '9:90'])).toBe('keep');
  });

  it('refetches once when a slower answer lands older than the ack', () => {
    const cursor = new RoomCursor();
    expect(cursor.followed('9:90', [undefined, undefined])).toBe('keep');
    expect(cursor.loaded('5:50')).toBe('refetch');
    expect(cursor.loaded('5:50')).toBe('keep');
  });
});

describe('when a contest push reaches the schedule', () => {
  const schedule = toLiveSchedule({
    league,
    contests: [contest(1, 10, 8), contest(2, 0, 0)],
    checkpoint: '5:50',
  });

  it('replaces the contest when the push is newer than the schedule', () => {
    const next = applySchedulePush(schedule, {
      checkpoint: '6:60',
      previous: '5:50',
      contest: contest(1, 30, 20),
    });
    expect(next.contests.find((item) => item.id === 1)?.first_team_total).toBe(30);
    expect(next.contests.find((item) => item.id === 2)).toEqual(schedule.contests[1]);
  });

  it('ignores a push not newer than what that contest shows', () => {
    const applied = applySchedulePush(schedule, {
      checkpoint: '6:60',
      previous: '5:50',
      contest: contest(1, 30, 20),
    });
    const stale = applySchedulePush(applied, {
      checkpoint: '5:55',
      previous: '5:50',
      contest: contest(1, 12, 8),
    });
    expect(stale).toBe(applied);
    expect(
      applySchedulePush(schedule, {
        checkpoint: '4:40',
        previous: null,
        contest: contest(1, 1, 1),
      }),
    ).toBe(schedule);
  });

  it('ignores a contest of another league', () => {
    const other = { ...contest(3, 1, 0), league_id: 8 };
    expect(
      applySchedulePush(schedule, { checkpoint: '9:90', previous: null, contest: other }),
    ).toBe(schedule);
  });
});

describe('when a standings push arrives', () => {
  const standings: PublicStandings = {
    league,
    standings: [],
    prof_standings: [],
    contests: [],
    checkpoint: '5:50',
  };
  const row = {
    position: 1,
    team: { id: 1, name: 'Partizan' },
    played: 1,
    won: 1,
    lost: 0,
    forfeits: 0,
    points_for: 80,
    points_against: 70,
    point_difference: 10,
    points: 2,
    criterion: 'points' as const,
  };

  it('takes the new table when it is newer', () => {
    const next = applyStandingsPush(standings, {
      checkpoint: '6:60',
      previous: '5:50',
      league_id: 7,
      standings: { ...standings, standings: [row], checkpoint: '6:60' },
    });
    expect(next.standings).toEqual([row]);
    expect(next.checkpoint).toBe('6:60');
  });

  it('keeps the shown table when the push is older', () => {
    const message = {
      checkpoint: '4:40',
      previous: null,
      league_id: 7,
      standings: { ...standings, standings: [row] },
    };
    expect(applyStandingsPush(standings, message)).toBe(standings);
  });
});

describe("when a contest push reaches a day's results", () => {
  const day = { contests: [contest(1, 10, 8)], checkpoint: '5:50', shown: {} };

  it('updates a contest of that day', () => {
    const next = applyContestPush(
      day,
      { checkpoint: '6:60', previous: null, contest: contest(1, 30, 20) },
      { addMissing: false },
    );
    expect(next.contests[0]?.first_team_total).toBe(30);
  });

  it('does not take in a contest of another day from the same league room', () => {
    const other = applyContestPush(
      day,
      { checkpoint: '6:60', previous: null, contest: contest(9, 1, 0) },
      { addMissing: false },
    );
    expect(other).toBe(day);
  });
});

describe('when an HTTP answer lands after a push it was read before', () => {
  const answer = (checkpoint: string, home: number) =>
    toLiveSchedule({ league, contests: [contest(1, home, 0), contest(2, 0, 0)], checkpoint });
  const pushed = applySchedulePush(answer('5:50', 10), {
    checkpoint: '7:70',
    previous: '5:50',
    contest: contest(1, 30, 0),
  });

  it('keeps the score the push showed', () => {
    const merged = keepNewerPushes(pushed, answer('6:60', 20));
    expect(merged.contests.find((item) => item.id === 1)?.first_team_total).toBe(30);
    expect(merged.checkpoint).toBe('6:60');
    // A later push of that contest still replaces it.
    const later = applySchedulePush(merged, {
      checkpoint: '8:80',
      previous: '7:70',
      contest: contest(1, 32, 0),
    });
    expect(later.contests.find((item) => item.id === 1)?.first_team_total).toBe(32);
  });

  it('takes the answer where it is newer than the push', () => {
    const merged = keepNewerPushes(pushed, answer('9:90', 40));
    expect(merged.contests.find((item) => item.id === 1)?.first_team_total).toBe(40);
    expect(merged.shown).toEqual({});
  });

  it('lets a push written over the same list win (setQueryData passes here too)', () => {
    const next = applySchedulePush(pushed, {
      checkpoint: '8:80',
      previous: '7:70',
      contest: contest(1, 35, 0),
    });
    expect(keepNewerPushes(pushed, next)).toBe(next);
  });

  it('drops a table answer older than the pushed table, and takes a newer one', () => {
    const shown = { league, standings: [], prof_standings: [], checkpoint: '7:70' };
    const older = { ...shown, checkpoint: '6:60' };
    const newer = { ...shown, checkpoint: '8:80' };
    expect(keepNewerTable(shown, older)).toBe(shown);
    expect(keepNewerTable(shown, newer)).toBe(newer);
    expect(keepNewerTable(undefined, older)).toBe(older);
  });
});
