import fc from 'fast-check';
import {
  leagueKinds,
  leagueLimits,
  roundsProblem,
  sameTeamName,
  teamsProblem,
  type LeagueKind,
} from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { leagueDecider, type LeagueStreamCommand } from '../../command-service/src/league/decide';
import { runModel } from './model/run-model';
import { scaled } from './scale';

/**
 * Test 8 of the fault suite, the league half: random sequences of creating, registering teams,
 * editing limits, generating the schedule and listing officials, checked against a model of the
 * documented rules and the invariants: team and round limits, unique teams, one schedule.
 */
const sequences = scaled(300, 5_000);
const leagueId = 7;
const now = '2026-09-01T10:00:00.000Z';
const names = ['Vojvodina', 'vojvodina ', 'Partizan', 'Zvezda', 'Mladost', 'Sloga', 'Radnički'];

// Mostly leagues that can be created (so the rest of the sequence has one to act on).
const create = fc
  .oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constantFrom<LeagueKind>('league', 'league', 'tournament', 'play-off'),
        numberOfTeams: fc.integer({ min: 2, max: 8 }),
        rounds: fc.integer({ min: 1, max: 4 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constantFrom(...leagueKinds),
        numberOfTeams: fc.oneof(fc.integer({ min: 0, max: 22 }), fc.constant(2.5)),
        rounds: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(1.5)),
      }),
    },
  )
  .map(({ kind, numberOfTeams, rounds }) => ({
    type: 'CreateLeague' as const,
    data: {
      leagueId,
      kind,
      name: 'Prva liga',
      email: null,
      sortIndex: 0,
      public: true,
      numberOfTeams,
      rounds,
      weeks: 1,
      startDate: '2026-10-01',
      categoryId: null,
      city: null,
      recreational: false,
    },
    metadata: { now, category: null },
  }));
const team = fc
  .tuple(
    fc.integer({ min: 1, max: 24 }),
    fc.oneof(
      fc.constantFrom(...names),
      fc.nat(30).map((n) => `Tim ${n}`),
    ),
  )
  .map(([id, name]) => ({
    type: 'RegisterTeam' as const,
    data: { leagueId, team: { id, name, fullName: null, city: null } },
    metadata: { now },
  }));
const update = fc
  .record({
    numberOfTeams: fc.option(fc.integer({ min: 0, max: 22 }), { nil: undefined }),
    rounds: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  })
  .map((limits) => ({
    type: 'UpdateLeague' as const,
    data: {
      leagueId,
      ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
    },
    metadata: { now, category: null },
  }));
const generate = fc.integer({ min: 0, max: 3 }).map((groups) => ({
  type: 'GenerateSchedule' as const,
  data: {
    leagueId,
    contestIds: Array.from({ length: 2_000 }, (_, i) => 1_000 + i),
    groups,
    arenas: {},
  },
  metadata: { now },
}));
const official = fc
  .tuple(
    fc.constantFrom('AssignLeagueOfficial' as const, 'UnassignLeagueOfficial' as const),
    fc.integer({ min: 1, max: 3 }),
    fc.constantFrom('referee' as const, 'delegate' as const),
  )
  .map(([type, accountId, role]) => ({
    type,
    data: { leagueId, accountId, role },
    metadata: { now },
  }));

const command: fc.Arbitrary<LeagueStreamCommand> = fc.oneof(
  { weight: 2, arbitrary: create },
  { weight: 8, arbitrary: team },
  { weight: 2, arbitrary: update },
  { weight: 3, arbitrary: generate },
  { weight: 2, arbitrary: official },
);
const sequence = fc
  .tuple(create, fc.array(command, { minLength: 1, maxLength: 40 }))
  .map(([first, rest]) => [first, ...rest]);

interface Model {
  kind: LeagueKind | null;
  numberOfTeams: number;
  rounds: number;
  teams: { id: number; name: string }[];
  scheduled: boolean;
  officials: string[];
}

/** The model's next state, or null when the documented rules refuse the command. */
function expected(model: Model, cmd: LeagueStreamCommand): Model | null {
  if (cmd.type === 'CreateLeague') {
    const { kind, numberOfTeams, rounds } = cmd.data;
    if (model.kind || roundsProblem(rounds) || teamsProblem(numberOfTeams)) return null;
    return { kind, numberOfTeams, rounds, teams: [], scheduled: false, officials: [] };
  }
  if (!model.kind) return null;
  switch (cmd.type) {
    case 'RegisterTeam': {
      const { id, name } = cmd.data.team;
      if (model.teams.length >= model.numberOfTeams) return null;
      if (model.teams.some((t) => t.id === id || sameTeamName(t.name, name))) return null;
      return { ...model, teams: [...model.teams, { id, name }] };
    }
    case 'UpdateLeague': {
      const { numberOfTeams = model.numberOfTeams, rounds = model.rounds } = cmd.data;
      if (rounds !== model.rounds && roundsProblem(rounds)) return null;
      if (numberOfTeams !== model.numberOfTeams) {
        if (teamsProblem(numberOfTeams) || numberOfTeams < model.teams.length) return null;
      }
      return { ...model, numberOfTeams, rounds };
    }
    case 'GenerateSchedule': {
      if (model.kind !== 'league' && model.kind !== 'tournament') return null;
      if (model.scheduled || model.teams.length < 2) return null;
      const groups = model.kind === 'tournament' ? cmd.data.groups : 1;
      if (groups < 1 || groups * 2 > model.teams.length) return null;
      return { ...model, scheduled: true };
    }
    case 'AssignLeagueOfficial':
    case 'UnassignLeagueOfficial': {
      const key = `${cmd.data.accountId}|${cmd.data.role}`;
      const listed = model.officials.includes(key);
      if (cmd.type === 'AssignLeagueOfficial')
        return listed ? null : { ...model, officials: [...model.officials, key].sort() };
      return listed ? { ...model, officials: model.officials.filter((k) => k !== key) } : null;
    }
    default:
      throw new Error(`not generated: ${cmd.type}`);
  }
}

describe('when random command sequences run through the league decider', () => {
  it('agrees with the model, keeps the limits, and generates the schedule once', () => {
    let steps = 0;
    const appended: Record<string, number> = {};
    fc.assert(
      fc.property(sequence, (commands) => {
        let model: Model = {
          kind: null,
          numberOfTeams: 0,
          rounds: 0,
          teams: [],
          scheduled: false,
          officials: [],
        };
        runModel(leagueDecider, commands, (_before, step, after, log) => {
          steps += 1;
          const next = expected(model, step.command);
          expect(step.accepted, `${step.command.type} on ${JSON.stringify(model)}`).toBe(
            next !== null,
          );
          if (next) model = next;

          const league = after.league;
          if (league.status !== 'created') return;
          expect({
            kind: league.kind,
            numberOfTeams: league.numberOfTeams,
            rounds: league.rounds,
            teams: league.teams,
            scheduled: after.generatedContests > 0,
            officials:
              after.officials.status === 'created' ? [...after.officials.officials].sort() : [],
          }).toEqual(model);
          // The limits and the teams' identity hold whatever the order of commands.
          expect(league.teams.length).toBeLessThanOrEqual(league.numberOfTeams);
          expect(league.numberOfTeams).toBeGreaterThanOrEqual(leagueLimits.minTeams);
          expect(league.numberOfTeams).toBeLessThanOrEqual(leagueLimits.maxTeams);
          expect(Number.isInteger(league.rounds)).toBe(true);
          expect(league.rounds).toBeGreaterThanOrEqual(leagueLimits.minRounds);
          expect(league.rounds).toBeLessThanOrEqual(leagueLimits.maxRounds);
          expect(new Set(league.teams.map((t) => t.id)).size).toBe(league.teams.length);
          league.teams.forEach((t, i) =>
            league.teams
              .slice(i + 1)
              .forEach((u) => expect(sameTeamName(t.name, u.name)).toBe(false)),
          );
          const schedules = log.filter((event) => event.type === 'ScheduleGenerated');
          expect(schedules.length).toBeLessThanOrEqual(1);
          if (!step.accepted) return;
          for (const event of step.events) {
            appended[event.type] = (appended[event.type] ?? 0) + 1;
            if (event.type !== 'ScheduleGenerated') continue;
            const registered = new Set(league.teams.map((t) => t.id));
            const { contests } = event.data;
            expect(new Set(contests.map((c) => c.contestId)).size).toBe(contests.length);
            for (const c of contests) {
              expect(registered.has(c.firstTeamId) && registered.has(c.secondTeamId)).toBe(true);
              expect(c.firstTeamId).not.toBe(c.secondTeamId);
            }
            if (league.kind === 'league') {
              // A round robin: every pair meets once per round.
              const n = league.teams.length;
              expect(contests.length).toBe((league.rounds * n * (n - 1)) / 2);
            }
          }
        });
      }),
      { numRuns: sequences },
    );
    console.log(`league model: ${sequences} command sequences, ${steps} steps`, appended);
  });
});
