// Shared givens for the standings specs: five teams and ways to record contests between them.
import type { TieBreakCriterion } from '@courtside/events';
import {
  fibaDefaults,
  rankStandings,
  type FinishedContest,
  type StandingsPoints,
  type StandingsRow,
} from './rank';

const names = ['Arad', 'Brasov', 'Cluj', 'Deva', 'Iasi'] as const;
type Name = (typeof names)[number];
const teams = names.map((name, index) => ({ id: index + 1, name }));
const id = (name: Name) => names.indexOf(name) + 1;

export const won = (
  home: Name,
  homeScore: number,
  awayScore: number,
  away: Name,
): FinishedContest => ({
  home: id(home),
  away: id(away),
  homeScore,
  awayScore,
  forfeit: false,
});

export const forfeited = (loser: Name, winner: Name): FinishedContest => ({
  home: id(winner),
  away: id(loser),
  homeScore: 20,
  awayScore: 0,
  forfeit: true,
});

interface Given {
  contests: FinishedContest[];
  only?: readonly Name[];
  points?: StandingsPoints;
  groupComplete?: boolean;
  tieBreakOrder?: readonly TieBreakCriterion[];
}

export const standings = ({
  contests,
  only = names,
  points = fibaDefaults,
  groupComplete = false,
  tieBreakOrder,
}: Given) =>
  rankStandings({
    teams: teams.filter((team) => (only as readonly string[]).includes(team.name)),
    contests,
    points,
    groupComplete,
    tieBreakOrder,
  });

/** What a reader of the table sees: place, team, and why it is there. */
export const table = (rows: StandingsRow[]) =>
  rows.map((row) => [row.position, row.team.name, row.points, row.criterion]);
