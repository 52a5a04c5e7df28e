import {
  emptyScores,
  hasAnyScore,
  isForfeit,
  total,
  winnerOf,
  type ContestEvent as CatalogueContestEvent,
  type ContestRescheduled,
  type Scores,
} from '@courtside/events';
import type { Knex } from 'knex';
import type { ContestRow, TeamRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { writeRows } from '../db/operations/write-rows';
import { contestMemoryOf } from './contest-memory';
import { assertNever, type Changes, type ProjectedEvent, type Projection } from './projection';

/** What this projection folds: the contest union and an admin's re-planning. */
type ContestEvent = CatalogueContestEvent | ContestRescheduled;

const contestEventTypes = new Set<ContestEvent['type']>([
  'ContestRescheduled',
  'ContestScheduled',
  'ScoreRecorded',
  'ContestFinished',
  'ContestPostponed',
  'ContestCancelled',
]);

/**
 * rm.contests. The batch's contests are read once, every event is folded onto them in
 * memory in log order, and the results are written back with one multi-row upsert.
 */
export const contestsProjection: Projection = {
  name: 'contests',
  handles: contestEventTypes,
  // The live runner's memory is trusted only if no one else has moved the contests.
  begin(trx, stored, next) {
    contestMemoryOf(trx)?.begin(stored, next);
  },
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const contestEvents = events.filter(isContestEvent);
    if (contestEvents.length === 0) return;

    const ids = [...new Set(contestEvents.map(({ event }) => event.data.contestId))];
    const scoresAlone = changes.batchTypes.size === 1 && changes.batchTypes.has('ScoreRecorded');
    const memory = scoresAlone ? contestMemoryOf(trx) : null;
    const existing: ContestRow[] =
      memory?.rows(ids) ??
      (await trx
        .withSchema(schema)
        .table<ContestRow>('contests')
        .whereRaw('id = ANY(?::int[])', [ids]));
    const contests = new Map<number, ContestRow>(existing.map((row) => [row.id, row]));
    const teamNames = await readTeamNames(trx, schema, contestEvents);

    const touched = new Set<number>();
    for (const recorded of contestEvents) {
      const id = recorded.event.data.contestId;
      const next = evolve(contests.get(id), recorded, teamNames);
      if (next) {
        contests.set(id, next);
        touched.add(id);
        changes.contests.add(id);
        changes.contestRows.set(id, next);
      }
    }

    const changed = [...touched].flatMap((id) => contests.get(id) ?? []);
    memory?.stageRows(changed);
    const write = { conflict: ['id'], onConflict: 'merge' } as const;
    // Scores of contests still being played are most live batches, and no projection after
    // this one reads rm.contests for them (standings recount only a finished contest's league):
    // their rows go in the batch's last statement, one round trip less on the way to the screens.
    if (scoresAlone && changed.every((contest) => contest.status !== 'finished')) {
      changes.last.write({ table: 'contests', rows: changed, options: write });
    } else await writeRows(trx, schema, 'contests', changed, write);
  },
};

function isContestEvent(recorded: ProjectedEvent): recorded is ProjectedEvent<ContestEvent> {
  return contestEventTypes.has(recorded.event.type as ContestEvent['type']);
}

async function readTeamNames(
  trx: Knex.Transaction,
  schema: string,
  events: ProjectedEvent<ContestEvent>[],
): Promise<Map<number, string>> {
  const teamIds = new Set<number>();
  for (const { event } of events) {
    if (event.type !== 'ContestScheduled') continue;
    teamIds.add(event.data.firstTeamId);
    teamIds.add(event.data.secondTeamId);
  }
  if (teamIds.size === 0) return new Map();
  const teams = await trx
    .withSchema(schema)
    .table<TeamRow>('teams')
    .whereIn('id', [...teamIds])
    .select('id', 'name');
  return new Map(teams.map((team) => [team.id, team.name]));
}

/** The contest after one event; undefined when the event names a contest never scheduled. */
function evolve(
  current: ContestRow | undefined,
  { event, revision, created }: ProjectedEvent<ContestEvent>,
  teamNames: Map<number, string>,
): ContestRow | undefined {
  const stamp = { revision, updated_at: created };
  switch (event.type) {
    case 'ContestScheduled': {
      const d = event.data;
      const schedule = {
        league_id: d.leagueId,
        round: d.round,
        time: new Date(d.time),
        location: d.location,
        first_team_id: d.firstTeamId,
        second_team_id: d.secondTeamId,
        // The command side only schedules registered teams, so a missing name is a bug
        // upstream; an empty name keeps the projection moving instead of wedging it.
        first_team_name: teamNames.get(d.firstTeamId) ?? '',
        second_team_name: teamNames.get(d.secondTeamId) ?? '',
      };
      if (current) return { ...current, ...schedule, ...stamp };
      return {
        id: d.contestId,
        ...schedule,
        ...withScores(emptyScores(), 'scheduled', null, false),
        ...stamp,
      };
    }
    case 'ScoreRecorded': {
      if (!current) return undefined;
      const { scores } = event.data;
      if (current.status === 'postponed' || current.status === 'cancelled') {
        return { ...current, ...withScores(scores, current.status, null, false), ...stamp };
      }
      if (current.status === 'finished') {
        // A correction of a finished result: it stays final with the winner the new totals
        // give; the ContestFinished that follows it in the same append confirms the result.
        const winner = winnerOf(scores);
        return {
          ...current,
          ...withScores(scores, 'finished', winner, isForfeit(scores)),
          ...stamp,
        };
      }
      const started = hasAnyScore(scores);
      return {
        ...current,
        ...withScores(scores, started ? 'in_progress' : 'scheduled', null, false),
        ...stamp,
      };
    }
    case 'ContestFinished': {
      if (!current) return undefined;
      const { scores, winner, forfeit } = event.data;
      return { ...current, ...withScores(scores, 'finished', winner, forfeit), ...stamp };
    }
    case 'ContestPostponed':
      return current && { ...current, status: 'postponed', winner: null, ...stamp };
    case 'ContestCancelled':
      return current && { ...current, status: 'cancelled', winner: null, ...stamp };
    case 'ContestRescheduled':
      // A postponed contest with a new time is on again.
      return (
        current && {
          ...current,
          time: new Date(event.data.time),
          location: event.data.location,
          status: current.status === 'postponed' ? 'scheduled' : current.status,
          ...stamp,
        }
      );
    default:
      return assertNever(event);
  }
}

type ScoreColumns = Pick<
  ContestRow,
  | keyof Scores
  | 'first_team_total'
  | 'second_team_total'
  | 'status'
  | 'winner'
  | 'forfeit'
  | 'first_team_absent'
  | 'second_team_absent'
>;

function withScores(
  scores: Scores,
  status: ContestRow['status'],
  winner: ContestRow['winner'],
  forfeit: boolean,
): ScoreColumns {
  return {
    A1: scores.A1,
    A2: scores.A2,
    A3: scores.A3,
    A4: scores.A4,
    A_extra: scores.A_extra,
    B1: scores.B1,
    B2: scores.B2,
    B3: scores.B3,
    B4: scores.B4,
    B_extra: scores.B_extra,
    first_team_total: total(scores, 'A'),
    second_team_total: total(scores, 'B'),
    status,
    winner,
    forfeit,
    // A forfeit means the losing side did not turn up.
    first_team_absent: forfeit && winner === 'second_team',
    second_team_absent: forfeit && winner === 'first_team',
  };
}
