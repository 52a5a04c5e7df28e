import { messages, type LeagueScheduleEvent, type LeagueStreamEvent } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors';
import type { PlanCommand } from './plan';
import {
  created,
  decideAfter,
  draw,
  given,
  nextContests,
  result,
  teams,
} from './plan-spec-support';

const playOff = [created('play-off'), ...teams(1, 2, 3, 4)];

describe('when drawing a play-off bracket', () => {
  it('seeds 1 v 4 and 2 v 3 with the final waiting for both winners', () => {
    given(playOff)
      .when(draw())
      .then([
        {
          type: 'BracketDrawn',
          data: {
            leagueId: 7,
            bestOf: 3,
            series: [
              { key: 'r1s1', round: 1, index: 1, firstTeamId: 1, secondTeamId: 4 },
              { key: 'r1s2', round: 1, index: 2, firstTeamId: 2, secondTeamId: 3 },
              { key: 'r2s1', round: 2, index: 1, firstTeamId: null, secondTeamId: null },
            ],
          },
        },
      ]);
  });

  it('sends the top seed straight on when three teams play', () => {
    const events = decideAfter([created('play-off'), ...teams(1, 2, 3)], draw());
    expect(events[1]).toEqual({
      type: 'SeriesDecided',
      data: {
        leagueId: 7,
        seriesKey: 'r1s1',
        winnerTeamId: 1,
        next: { seriesKey: 'r2s1', slot: 'first' },
      },
    });
  });

  it('refuses a best-of that is not 1, 3, 5 or 7', () => {
    given(playOff)
      .when(draw({ bestOf: 4 }))
      .thenThrows(ValidationError, messages.validBestOf, { best_of: [messages.validBestOf] });
  });

  it('refuses a team picked twice', () => {
    given(playOff)
      .when(draw({ teamIds: [1, 2, 2, 3] }))
      .thenThrows(ValidationError, messages.duplicates, { team_ids: [messages.duplicates] });
  });

  it('refuses a team that is not in the league', () => {
    given(playOff)
      .when(draw({ teamIds: [1, 99] }))
      .thenThrows(ValidationError, messages.teamNotInLeague, {
        team_ids: [messages.teamNotInLeague],
      });
  });

  it('refuses a second draw', () => {
    const drawn = decideAfter(playOff, draw()) as LeagueScheduleEvent[];
    given([...playOff, ...drawn])
      .when(draw())
      .thenThrows(ValidationError, messages.bracketExists, { bracket: [messages.bracketExists] });
  });

  it('refuses a round-robin league', () => {
    given([created('league'), ...teams(1, 2)])
      .when(draw())
      .thenThrows(ValidationError, messages.bracketKind, { kind: [messages.bracketKind] });
  });
});

describe('when a series is played', () => {
  const drawn = [...playOff, ...(decideAfter(playOff, draw()) as LeagueScheduleEvent[])];
  const firstContests = [
    ...drawn,
    ...(decideAfter(drawn, nextContests(100, 101)) as LeagueScheduleEvent[]),
  ];

  it('schedules the first contest of each first-round series, the higher seed at home', () => {
    const scheduled = decideAfter(drawn, nextContests(100, 101));
    expect(scheduled).toEqual([
      {
        type: 'SeriesGameScheduled',
        data: {
          leagueId: 7,
          seriesKey: 'r1s1',
          game: 1,
          contest: {
            contestId: 100,
            round: 1,
            time: '2026-10-05T16:00:00.000Z',
            location: null,
            firstTeamId: 1,
            secondTeamId: 4,
          },
        },
      },
      expect.objectContaining({
        data: expect.objectContaining({ seriesKey: 'r1s2', game: 1 }),
      }),
    ]);
  });

  it('schedules nothing while every series has a contest open', () => {
    given(firstContests).when(nextContests(102)).then([]);
  });

  it('counts a won contest without deciding a best-of-3 series', () => {
    given(firstContests)
      .when(result(100, 4))
      .then([
        {
          type: 'SeriesGameDecided',
          data: { leagueId: 7, seriesKey: 'r1s1', contestId: 100, winnerTeamId: 4 },
        },
      ]);
  });

  it('counts each contest once', () => {
    const counted = [
      ...firstContests,
      ...(decideAfter(firstContests, result(100, 4)) as LeagueScheduleEvent[]),
    ];
    given(counted).when(result(100, 4)).then([]);
  });

  it('schedules the second contest a week later with the venues swapped', () => {
    const counted = [
      ...firstContests,
      ...(decideAfter(firstContests, result(100, 4)) as LeagueScheduleEvent[]),
    ];
    const [next] = decideAfter(counted, nextContests(102));
    expect(next).toEqual({
      type: 'SeriesGameScheduled',
      data: {
        leagueId: 7,
        seriesKey: 'r1s1',
        game: 2,
        contest: expect.objectContaining({
          contestId: 102,
          time: '2026-10-12T16:00:00.000Z',
          firstTeamId: 4,
          secondTeamId: 1,
        }),
      },
    });
  });

  it('sends the winner of two contests into the final', () => {
    let events: LeagueStreamEvent[] = [...firstContests];
    const play = (command: PlanCommand) => {
      const decided = decideAfter(events, command);
      events = [...events, ...(decided as LeagueScheduleEvent[])];
      return decided;
    };
    play(result(100, 4));
    play(nextContests(102));
    const decided = play(result(102, 4));
    expect(decided).toEqual([
      {
        type: 'SeriesGameDecided',
        data: { leagueId: 7, seriesKey: 'r1s1', contestId: 102, winnerTeamId: 4 },
      },
      {
        type: 'SeriesDecided',
        data: {
          leagueId: 7,
          seriesKey: 'r1s1',
          winnerTeamId: 4,
          next: { seriesKey: 'r2s1', slot: 'first' },
        },
      },
    ]);
    // The final waits for the other semi-final.
    expect(play(nextContests(103))).toEqual([]);
    play(result(101, 2));
    play(nextContests(104));
    play(result(104, 2));
    const [final] = play(nextContests(105));
    expect(final).toEqual({
      type: 'SeriesGameScheduled',
      data: expect.objectContaining({
        seriesKey: 'r2s1',
        game: 1,
        contest: expect.objectContaining({
          contestId: 105,
          round: 2,
          firstTeamId: 4,
          secondTeamId: 2,
        }),
      }),
    });
  });

  it('ignores a contest that is not part of the bracket', () => {
    given(firstContests).when(result(999, 1)).then([]);
  });
});
