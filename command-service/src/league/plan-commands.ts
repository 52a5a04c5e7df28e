import {
  compareCheckpoints,
  drawBracketSchema,
  generateScheduleSchema,
  type DrawBracketInput,
  type GenerateScheduleInput,
  streams,
  type CourtsideEvent,
  type EventStore,
} from '@courtside/events';
import { contestDecider } from '../contest/decide';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult } from '../core/deps';
import { ConflictError, NotFoundError } from '../core/errors';
import { handle } from '../core/handle';
import { decisionTime, eventMetadata, type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { fold, readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { seriesAwaitingContest } from './bracket';
import { leagueDecider } from './decide';
import { leagueSeasonClosed } from './season';
import { scheduleFor, type PlanCommand, type PlanState } from './plan';

/** What generating a schedule answers: also how many contests it put on the calendar. */
export interface ScheduleResult extends CommandResult {
  contests: number;
}

const readPlan = (store: EventStore, leagueId: number) =>
  readState(store, streams.league(leagueId), leagueDecider);

/**
 * Generates a league's (or a tournament's group) schedule once: one ScheduleGenerated on the
 * league, then a ContestScheduled on each contest's own stream.
 */
export async function generateSchedule(
  deps: CommandDeps,
  leagueId: number,
  input: GenerateScheduleInput,
  meta: CommandMeta = {},
): Promise<ScheduleResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(leagueId);
  const parsed = parseInput(generateScheduleSchema, input);
  const arenas = Object.fromEntries(
    Object.entries(parsed.arenas as Record<string, string | null>).map(([team, name]) => [
      Number(team),
      name,
    ]),
  );
  const state = await readPlan(deps.store, id);
  const seasonClosed = await leagueSeasonClosed(deps, id);
  const contests = scheduleFor(state, parsed.groups, arenas);
  const command = (contestIds: number[]): PlanCommand => ({
    type: 'GenerateSchedule',
    data: { leagueId: id, contestIds, groups: parsed.groups, arenas },
    metadata: { now, seasonClosed },
  });
  // Refuse before allocating ids: a refused request should not use up contest numbers. A retry
  // of a stored request (same idempotency key) is answered by handle() as it was the first time.
  if (!meta.idempotencyKey) leagueDecider.decide(command(contests.map((_, i) => i + 1)), state);
  const contestIds: number[] = [];
  for (let i = 0; i < contests.length; i++) {
    const key = meta.idempotencyKey ? `${meta.idempotencyKey}:${i}` : null;
    contestIds.push(await deps.ids('contest', key));
  }
  const result = await run(streams.league(id), leagueDecider, command(contestIds));
  const written = await materialise(deps, id, meta, now);
  // Answer the position of the last contest written, so a reader waiting for it sees them all.
  return { ...result, position: written ?? result.position, contests: contests.length };
}

/** Draws a play-off (or a tournament's knockout) and schedules the first contests. */
export async function drawLeagueBracket(
  deps: CommandDeps,
  leagueId: number,
  input: DrawBracketInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(leagueId);
  const parsed = parseInput(drawBracketSchema, input);
  const result = await run(streams.league(id), leagueDecider, {
    type: 'DrawBracket',
    data: { leagueId: id, teamIds: parsed.team_ids ?? null, bestOf: parsed.best_of },
    metadata: { now, seasonClosed: await leagueSeasonClosed(deps, id) },
  });
  return (await advanceBracket(deps, id, meta)) ?? result;
}

/**
 * The bracket's process manager, run after every finished contest (and after a draw): counts
 * finished series contests, moves series winners on, schedules the next contests, and makes sure
 * every planned contest has its own stream. Deterministic and idempotent: it derives
 * everything from the streams, so running it again (or after a crash half-way) repairs
 * rather than repeats. Answers the league's revision after it, or null without a bracket.
 */
export async function advanceBracket(
  deps: CommandDeps,
  leagueId: number,
  meta: CommandMeta = {},
): Promise<CommandResult | null> {
  const now = decisionTime(meta, deps.clock);
  const metadata = eventMetadata(meta, now);
  let last: CommandResult | null = null;
  // Each conflict means another run moved the league on, so the work left only shrinks; the
  // bound ends a run only if others keep finishing games faster than it can read.
  for (let attempt = 0; attempt < 100; attempt++) {
    // Runs that lost a race wait a random moment, so they do not meet again in step.
    if (attempt > 0) await pause(Math.random() * Math.min(100, 2 ** attempt));
    try {
      const recorded = await deps.store.readStream(streams.league(leagueId));
      const state = fold(recorded, leagueDecider);
      if (!state.bracket) return null;
      // Every append below expects the revision these decisions were made on: the contest ids
      // are allocated for the series this read sees waiting, and a league another run moved on
      // in between would hand them to other series.
      const basedOn = recorded.at(-1)?.revision;
      let revision = basedOn;
      // 1. Results of finished series contests the league has not counted yet.
      let changed = false;
      for (const series of state.bracket.series) {
        for (const contestId of series.contests) {
          if (series.results[contestId] !== undefined) continue;
          const contest = await readState(deps.store, streams.contest(contestId), contestDecider);
          if (contest.status !== 'finished' || !contest.winner) continue;
          const winnerTeamId =
            contest.winner === 'first_team' ? contest.firstTeamId : contest.secondTeamId;
          last = await run(
            deps.store,
            leagueId,
            metadata,
            {
              type: 'RecordSeriesResult',
              data: { leagueId, contestId, winnerTeamId },
              metadata: { now },
            },
            revision,
          );
          revision = last.revision;
          changed = true;
        }
      }
      if (changed) continue;
      // 2. The next contest of every series waiting for one; ids keyed by series and number, so a
      // concurrent run allocates the same ones.
      const awaiting = seriesAwaitingContest(state.bracket);
      if (awaiting.length > 0) {
        const contestIds: number[] = [];
        for (const series of awaiting) {
          contestIds.push(
            await deps.ids(
              'contest',
              `bracket:${leagueId}:${series.key}:${series.contests.length + 1}`,
            ),
          );
        }
        last = await run(
          deps.store,
          leagueId,
          metadata,
          { type: 'ScheduleSeriesGames', data: { leagueId, contestIds }, metadata: { now } },
          basedOn,
        );
      }
      // 3. Every planned contest on its own stream.
      const written = await materialise(deps, leagueId, meta, now);
      const answer = last ?? (await leagueRevision(deps.store, leagueId));
      return written ? { ...answer, position: written } : answer;
    } catch (error) {
      // Someone else advanced the league in between: read again and carry on.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new ConflictError(null);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(
  store: EventStore,
  leagueId: number,
  metadata: ReturnType<typeof eventMetadata>,
  command: PlanCommand,
  expectedRevision?: number,
) {
  return handle(store, streams.league(leagueId), leagueDecider, command, {
    metadata,
    expectedRevision,
  });
}

async function leagueRevision(store: EventStore, leagueId: number): Promise<CommandResult> {
  const recorded = await store.readStream(streams.league(leagueId));
  const lastEvent = recorded.at(-1);
  if (!lastEvent) throw new NotFoundError();
  return { revision: lastEvent.revision, position: lastEvent.position };
}

/** Contests the league planned (by its schedule and its bracket), each with its contest id. */
function plannedContests(recorded: { type: string; data: unknown }[]) {
  return recorded.flatMap((event) => {
    if (event.type === 'ScheduleGenerated') {
      return (event.data as Extract<CourtsideEvent, { type: 'ScheduleGenerated' }>['data'])
        .contests;
    }
    if (event.type === 'SeriesGameScheduled') {
      return [
        (event.data as Extract<CourtsideEvent, { type: 'SeriesGameScheduled' }>['data']).contest,
      ];
    }
    return [];
  });
}

/**
 * Appends the ContestScheduled of every planned contest whose stream is still empty, with event
 * ids derived from the league and contest, so a repeated run stores nothing twice.
 */
async function materialise(
  deps: CommandDeps,
  leagueId: number,
  meta: CommandMeta,
  now: string,
): Promise<string | null> {
  const recorded = await deps.store.readStream(streams.league(leagueId));
  const planned = plannedContests(recorded);
  if (planned.length === 0) return null;
  let written: string | null = null;
  const { league } = await readState(deps.store, streams.league(leagueId), leagueDecider);
  for (const contest of planned) {
    const stream = streams.contest(contest.contestId);
    if ((await deps.store.readStream(stream)).length > 0) continue;
    try {
      const appended = await handle(
        deps.store,
        stream,
        contestDecider,
        {
          type: 'ScheduleContest',
          data: {
            contestId: contest.contestId,
            leagueId,
            round: contest.round,
            time: contest.time,
            location: contest.location,
            firstTeamId: contest.firstTeamId,
            secondTeamId: contest.secondTeamId,
          },
          metadata: { now, league },
        },
        {
          metadata: eventMetadata(meta, now),
          expectedRevision: 'no_stream',
          idempotencyKey: `planned:${leagueId}:${contest.contestId}`,
        },
      );
      if (!written || compareCheckpoints(appended.position, written) > 0) {
        written = appended.position;
      }
    } catch (error) {
      // A concurrent run wrote it first.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return written;
}

export type { PlanState };
