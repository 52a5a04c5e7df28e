import {
  fibaTieBreakOrder,
  type StandingsCriterion,
  type TieBreakCriterion,
} from '@courtside/events';
import {
  tally,
  type FinishedContest,
  type StandingsPoints,
  type Team,
  type TeamRecord,
} from './points';

export { fibaDefaults, type FinishedContest, type StandingsPoints, type Team } from './points';

/**
 * What placed a row where it is (the public rows carry it, so the type lives with the read
 * shapes):
 * - 'points': alone on its classification points in the whole group;
 * - 'head-to-head points': classification points in the contests among the teams level with it;
 * - 'head-to-head point difference': point difference in those contests;
 * - 'head-to-head points scored': points scored in those contests;
 * - 'point difference': point difference in all group contests;
 * - 'points scored': points scored in all group contests;
 * - 'shared': nothing separated it from the teams level with it (see `rankStandings`).
 */
export type { StandingsCriterion };

export interface StandingsRow extends TeamRecord {
  position: number;
  /** True when the row holds the same position as another: level, with the group unfinished. */
  shared: boolean;
  team: Team;
  pointDifference: number;
  criterion: StandingsCriterion;
}

export interface StandingsInput {
  teams: readonly Team[];
  contests: readonly FinishedContest[];
  points: StandingsPoints;
  /** Every scheduled contest of the group has been played. */
  groupComplete: boolean;
  /**
   * The tie-breaks for teams level on points, in the order they apply; criteria left out do not
   * apply. FIBA Appendix D's order (every criterion) by default.
   */
  tieBreakOrder?: readonly TieBreakCriterion[];
}

/** Teams that end up together: one team, or several that nothing separated. */
interface Block {
  ids: number[];
  criterion: StandingsCriterion;
}

/**
 * The group's standings, ordered per FIBA Official Basketball Rules Appendix D: classification
 * points, then for teams level on them the league's tie-breaks in its order, by default FIBA's:
 * the contests between those teams (points, point difference, points scored), then point
 * difference and points scored in all group contests. Whenever a criterion splits level teams,
 * the procedure restarts from the first criterion of the order for each part still level, the
 * head-to-head ones over only the contests among that part.
 *
 * Teams that nothing separates share a place while the group is unfinished. Once it is
 * complete FIBA would draw lots; we cannot, so they are ordered by name to stay deterministic,
 * still marked 'shared' so that the league can hold its draw and see which rows it concerns.
 */
export function rankStandings({
  teams,
  contests,
  points,
  groupComplete,
  tieBreakOrder = fibaTieBreakOrder,
}: StandingsInput): StandingsRow[] {
  const ids = teams.map((team) => team.id);
  checkContests(new Set(ids), contests);
  const overall = tally(ids, contests, points);
  const record = (id: number) => recordOf(overall, id);
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const team = (id: number): Team => teamById.get(id) ?? unreachable(id);

  const breakTie = (level: number[]): Block[] => {
    const among = new Set(level);
    const mini = tally(
      level,
      contests.filter((contest) => among.has(contest.home) && among.has(contest.away)),
      points,
    );
    const headToHead = (id: number) => recordOf(mini, id);
    const value: Record<TieBreakCriterion, (id: number) => number> = {
      'head-to-head points': (id) => headToHead(id).points,
      'head-to-head point difference': (id) => difference(headToHead(id)),
      'head-to-head points scored': (id) => headToHead(id).pointsFor,
      'point difference': (id) => difference(record(id)),
      'points scored': (id) => record(id).pointsFor,
    };
    for (const criterion of tieBreakOrder) {
      const parts = splitBy(level, value[criterion]);
      if (parts.length > 1) {
        return parts.flatMap((part) =>
          part.length === 1 ? [{ ids: part, criterion }] : breakTie(part),
        );
      }
    }
    return [{ ids: level, criterion: 'shared' }];
  };

  const blocks = splitBy(ids, (id) => record(id).points).flatMap((level) =>
    level.length === 1 ? [{ ids: level, criterion: 'points' as const }] : breakTie(level),
  );

  const rows: StandingsRow[] = [];
  for (const block of blocks) {
    const position = rows.length + 1;
    const sharing = block.ids.length > 1 && !groupComplete;
    const byName = block.ids.map(team).sort(byNameThenId);
    byName.forEach((member, index) => {
      const teamRecord = record(member.id);
      rows.push({
        position: sharing ? position : position + index,
        shared: sharing,
        team: member,
        ...teamRecord,
        pointDifference: difference(teamRecord),
        criterion: block.criterion,
      });
    });
  }
  return rows;
}

/** The ids grouped by equal value, highest value first, keeping the given order within a group. */
function splitBy(ids: readonly number[], value: (id: number) => number): number[][] {
  const groups = new Map<number, number[]>();
  for (const id of ids) {
    const key = value(id);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group);
}

function checkContests(teamIds: ReadonlySet<number>, contests: readonly FinishedContest[]): void {
  for (const contest of contests) {
    if (!teamIds.has(contest.home) || !teamIds.has(contest.away) || contest.home === contest.away) {
      throw new Error(
        `A game between ${contest.home} and ${contest.away} is not a game of this group`,
      );
    }
    if (contest.forfeit && contest.homeScore === contest.awayScore && contest.homeScore !== 0) {
      throw new Error(`A forfeit between ${contest.home} and ${contest.away} has no winner`);
    }
  }
}

const difference = (record: TeamRecord) => record.pointsFor - record.pointsAgainst;

const recordOf = (records: ReadonlyMap<number, TeamRecord>, id: number): TeamRecord =>
  records.get(id) ?? unreachable(id);

const byNameThenId = (a: Team, b: Team) => a.name.localeCompare(b.name, 'en') || a.id - b.id;

function unreachable(id: number): never {
  throw new Error(`Team ${id} is not in this group`);
}
