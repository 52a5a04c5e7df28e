import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { ValidationError } from '../core/errors';
import { leagueLimits } from '@courtside/events';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Rounds = 1 | 2 | 3 | 4;

export interface Pairing {
  home: number;
  away: number;
}

/** One week of the competition: every team plays at most once, an odd team out sits it out. */
export interface Week {
  /** 1-based, counted across the whole competition. */
  week: number;
  /** 1-based round robin the week belongs to (each pair meets once per round). */
  round: number;
  /** The week's contests. */
  contests: Pairing[];
  bye: number | null;
}

export interface RoundRobinInput {
  teamIds: number[];
  rounds: Rounds;
}

/**
 * Round robin by the circle (Berger) method, in the order the teams are given.
 *
 * What it guarantees, per round of the competition:
 * - every pair meets exactly once, nobody plays twice in a week;
 * - an even count plays n − 1 weeks; an odd count plays n weeks, each team sitting out one;
 * - a team's home and away counts differ by at most one (they are equal for an odd count);
 * - nobody plays more than two home or two away contests in a row (the minimum n − 2 such
 *   "breaks" for an even count, none at all for an odd count, byes skipped).
 * Rounds 2 and 4 mirror the round before with home and away swapped; round 3 repeats round 1.
 * Across a round boundary the mirror can add one more contest at the same venue, so the longest
 * run over the whole competition is three.
 */
export function generateRoundRobin({ teamIds, rounds }: RoundRobinInput): Week[] {
  validate(teamIds, rounds);
  const first = firstRound(teamIds);
  const weeks: Week[] = [];
  for (let round = 1; round <= rounds; round++) {
    const mirrored = round % 2 === 0;
    for (const { contests, bye } of first) {
      weeks.push({
        week: weeks.length + 1,
        round,
        contests: contests.map(({ home, away }) =>
          mirrored ? { home: away, away: home } : { home, away },
        ),
        bye,
      });
    }
  }
  return weeks;
}

function validate(teamIds: number[], rounds: number): void {
  if (!Number.isInteger(rounds) || rounds < leagueLimits.minRounds) {
    throw ValidationError.field('rounds', 'validNumber');
  }
  if (rounds > leagueLimits.maxRounds) throw ValidationError.field('rounds', 'maxRounds');
  if (teamIds.length > leagueLimits.maxTeams) throw ValidationError.field('teams', 'maxTeams');
  // The spec words no text for "too few teams to play"; the generic one is the closest.
  if (teamIds.length < leagueLimits.minTeams) throw ValidationError.field('teams', 'invalid');
  if (new Set(teamIds).size !== teamIds.length) {
    throw ValidationError.field('teams', 'duplicates');
  }
}

/**
 * The circle method on an even number of seats: the last seat stays put, the others turn one
 * place each week. With an odd count the fixed seat is empty and whoever meets it has the bye.
 * Venues follow the canonical orientation (de Werra): the fixed seat alternates home and away,
 * and the pair at distance i from the week's pivot is turned by the parity of i. That yields
 * the fewest possible consecutive same-venue contests.
 */
function firstRound(teamIds: number[]): Omit<Week, 'week' | 'round'>[] {
  const odd = teamIds.length % 2 === 1;
  const turning = teamIds.length + (odd ? 0 : -1);
  const at = (seat: number): number => {
    const id = teamIds[seat];
    if (id === undefined) throw new Error(`no team in seat ${seat}`);
    return id;
  };
  const weeks: Omit<Week, 'week' | 'round'>[] = [];
  for (let pivot = 0; pivot < turning; pivot++) {
    const contests: Pairing[] = [];
    if (!odd) contests.push(orient(at(pivot), at(turning), pivot % 2 === 0));
    for (let distance = 1; distance <= (turning - 1) / 2; distance++) {
      const ahead = at((pivot + distance) % turning);
      const behind = at((pivot - distance + turning) % turning);
      contests.push(orient(ahead, behind, distance % 2 === 1));
    }
    weeks.push({ contests, bye: odd ? at(pivot) : null });
  }
  return weeks;
}

function orient(a: number, b: number, aAtHome: boolean): Pairing {
  return aAtHome ? { home: a, away: b } : { home: b, away: a };
}

/** A contest with its kick-off and venue, ready to become a ContestScheduled. */
export interface DatedContest extends Pairing {
  week: number;
  round: number;
  /** ISO-8601, UTC. */
  time: string;
  location: string | null;
}

export interface ScheduleDatesInput {
  weeks: Week[];
  /** The first week's day, YYYY-MM-DD, in the league's time zone. */
  startDate: string;
  /** Local kick-off, HH:MM; 18:00 unless told. */
  weekdayTime?: string;
  arenaOf: (teamId: number) => string | null;
  /** IANA zone the league plays in. */
  timeZone?: string;
}

/**
 * Puts week w on startDate + 7 × (w − 1) days at the same local time, whatever the UTC offset
 * that day (so a DST change between weeks keeps the kick-off at 18:00 on the arena's clock).
 * A time the clocks skip is moved forward by the gap; a time they repeat takes the later one.
 * Each contest is played at the home team's arena.
 */
export function scheduleDates({
  weeks,
  startDate,
  weekdayTime = '18:00',
  arenaOf,
  timeZone = 'Europe/Belgrade',
}: ScheduleDatesInput): DatedContest[] {
  // dayjs rolls 2026-02-30 over into March; reading the date back catches that.
  const start = dayjs.utc(startDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || start.format('YYYY-MM-DD') !== startDate) {
    throw ValidationError.field('start_date', 'invalid');
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(weekdayTime)) {
    throw ValidationError.field('time', 'invalid');
  }
  if (!isTimeZone(timeZone)) throw ValidationError.field('time_zone', 'invalid');
  return weeks.flatMap(({ week, round, contests }) => {
    const day = start.add(7 * (week - 1), 'day').format('YYYY-MM-DD');
    const time = dayjs.tz(`${day}T${weekdayTime}`, timeZone).toISOString();
    return contests.map(({ home, away }) => ({
      week,
      round,
      home,
      away,
      time,
      location: arenaOf(home),
    }));
  });
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
