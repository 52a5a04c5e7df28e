import express, { type Router } from 'express';
import * as yup from 'yup';
import {
  correctResultSchema,
  type LeagueStandingsAsOf,
  type PublicContest,
} from '@courtside/events';
import { publicRoute, requires } from '../auth/permissions';
import { ConflictAnswer, forwardCommand } from '../commands/forward';
import { NotFoundError, RelayedError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam, isoDay } from '../http/params';
import { answerPublicRead } from '../http/public-answer';
import { PublicCache } from '../http/public-cache';
import { validate } from '../http/validate';
import { currentCheckpoint } from '../queries/checkpoints';
import { contestsOfLeague, contestsOfTeam } from '../queries/contests';
import { findPublicLeague } from '../queries/leagues';
import { roundsOfLeague, standingsOfLeague, type StandingsCut } from '../queries/standings';
import { teamName } from '../queries/teams';
import { leagueVisibility } from './league-visibility';
import { scheduleCsv, scheduleIcs, standingsCsv } from './standings-exports';

export const cutSchema = yup.object({
  round: yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(0, 'validNumber')
    .max(1000, 'validNumber')
    .optional(),
  date: yup
    .string()
    .test('day', 'validDate', (value) => value === undefined || isDay(value))
    .optional(),
});

function isDay(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts !== null && isoDay(parts[1] ?? '', parts[2] ?? '', parts[3] ?? '') === value;
}

/** ?round=N or ?date=YYYY-MM-DD (not both); neither is the live table. */
function cutOf(query: unknown): StandingsCut {
  const { round, date } = validate(cutSchema, query);
  if (round !== undefined && date !== undefined) {
    throw new ValidationError({ date: ['roundOrDate'] });
  }
  if (round !== undefined) return { round };
  if (date !== undefined) return { date };
  return null;
}

// The correction's fields are its command's (@courtside/events), read with its schema; only
// naming each unknown field is the gateway's own API rule.
const correctionFields = new Set(Object.keys(correctResultSchema.fields));

/** Each field the correction does not know is named with its own message. */
function refuseUnknownFields(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((field) => !correctionFields.has(field));
  if (unknown.length > 0) {
    throw new ValidationError(
      Object.fromEntries(unknown.map((field) => [field, ['unknownField']])),
    );
  }
}

/** The contests a cut counts: up to the round, or up to the end of the day. */
function inCut(contests: PublicContest[], cut: StandingsCut): PublicContest[] {
  if (!cut) return contests;
  if ('round' in cut) return contests.filter((contest) => contest.round <= cut.round);
  return contests.filter((contest) => contest.time.slice(0, 10) <= cut.date);
}

/** Contests of public leagues a team plays in, in playing order. */
/**
 * Standings as of a round or date, standings and schedule exports (CSV, iCalendar) of public
 * leagues (private ones too for an organiser), and an administrator's result: a correction of a
 * finished one or the entry of one never finished, at any time after the start.
 */
export function standingsRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const cache = deps.publicCache ?? new PublicCache(0);
  const router = express.Router();

  router.get('/leagues/:id/standings', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const cut = cutOf(req.query);
    const visibility = leagueVisibility(res);
    await answerPublicRead(req, res, cache, visibility, async () => {
      const checkpoint = await currentCheckpoint(knex);
      const league = await findPublicLeague(knex, id, visibility);
      if (!league) throw new NotFoundError();
      const [table, contests, rounds] = await Promise.all([
        standingsOfLeague(knex, id, cut),
        contestsOfLeague(knex, id, visibility),
        roundsOfLeague(knex, id),
      ]);
      const body: LeagueStandingsAsOf = {
        league,
        ...table,
        contests: inCut(contests, cut),
        rounds,
        round: cut && 'round' in cut ? cut.round : null,
        date: cut && 'date' in cut ? cut.date : null,
        checkpoint,
      };
      // Every contest of the league: a later one may move into the cut (rescheduled, scored).
      const sources = { leagues: [id], contests: contests.map((contest) => contest.id) };
      return { body, sources };
    });
  });

  router.get('/leagues/:id/standings.csv', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const cut = cutOf(req.query);
    if (!(await findPublicLeague(knex, id, leagueVisibility(res)))) throw new NotFoundError();
    const { standings } = await standingsOfLeague(knex, id, cut);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`league-${id}-standings.csv`)
      .send(standingsCsv(standings));
  });

  router.get('/leagues/:id/schedule.csv', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const visibility = leagueVisibility(res);
    if (!(await findPublicLeague(knex, id, visibility))) throw new NotFoundError();
    res
      .type('text/csv; charset=utf-8')
      .attachment(`league-${id}-schedule.csv`)
      .send(scheduleCsv(await contestsOfLeague(knex, id, visibility)));
  });

  router.get('/leagues/:id/schedule.ics', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const visibility = leagueVisibility(res);
    const league = await findPublicLeague(knex, id, visibility);
    if (!league) throw new NotFoundError();
    const contests = await contestsOfLeague(knex, id, visibility);
    res
      .type('text/calendar; charset=utf-8')
      .attachment(`league-${id}.ics`)
      .send(scheduleIcs({ name: league.name, contests }));
  });

  router.get('/teams/:id/schedule.ics', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const [name, contests] = await Promise.all([teamName(knex, id), contestsOfTeam(knex, id)]);
    // A team is public through its public leagues' contests.
    if (!name || contests.length === 0) throw new NotFoundError();
    res
      .type('text/calendar; charset=utf-8')
      .attachment(`team-${id}.ics`)
      .send(scheduleIcs({ name, contests }));
  });

  router.post(
    '/admin/contests/:id/correction',
    requires({ kind: 'admin', ability: 'list.leagues' }),
    async (req, res) => {
      const id = idParam(req.params.id);
      refuseUnknownFields(req.body);
      const body = validate(correctResultSchema, req.body);
      const account = res.locals.account;
      if (!account) throw new NotFoundError();
      // A league of an ended season is read-only (issue 10): command-service refuses, 422 relayed.
      try {
        const accepted = await forwardCommand({
          baseUrl: deps.config.commandServiceUrl,
          method: 'POST',
          path: `/contests/${id}/correction`,
          body,
          req,
          account,
          logger: deps.logger,
        });
        res.status(200).json(accepted.body);
      } catch (error) {
        if (error instanceof ConflictAnswer) {
          throw new RelayedError(409, error.body);
        }
        throw error;
      }
    },
  );

  return router;
}
