import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { SeasonSnapshot } from '@courtside/integrations/providers';
import type { AreaDeps } from '../area-deps';
import { forward } from '../commands/send';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import {
  contestRevision,
  linksFor,
  loadImport,
  markApplied,
  saveLink,
  type LinkKind,
} from '../queries/provider-links';
import {
  fixtureFingerprint,
  planImport,
  resultDue,
  teamFingerprint,
  type FinalResult,
  type ImportPlan,
} from './diff';
import { ImportRunning, refuseUnusableNames } from './failure';
import type { ImportOutcome, ImportPhase, ImportProgress } from '../queries/provider-imports';

/** What the job running an apply hears as it goes, and how it stops one between commands. */
export interface ApplyHooks {
  progress(phase: ImportPhase, progress: ImportProgress): Promise<void>;
  signal?: AbortSignal;
}

/** How a result's reason names where it came from. */
const providerNames = { 'genius-sports': 'Genius Sports', atrium: 'Atrium' } as const;

type Deps = Pick<AreaDeps, 'config' | 'logger' | 'readModels' | 'knex' | 'pool'>;

/**
 * The request as command-service should see it for one command of an import: an
 * Idempotency-Key of its own, derived from the provider and the external id, so a re-run (after
 * a crash between the command and the link) gets the same id back and stores nothing twice.
 */
function keyed(req: Request, parts: string): Request {
  const key = `provider-import:${createHash('sha256').update(parts).digest('hex')}`;
  return Object.create(req, {
    get: {
      value: (name: string) => (name.toLowerCase() === 'idempotency-key' ? key : req.get(name)),
    },
  }) as Request;
}

/**
 * Applies a previewed import: creates what is new (league, teams, fixtures) and moves the
 * fixtures whose time or venue changed, recording each external id as it goes. Re-running it
 * completes what a failed run left and creates nothing twice; two runs of one season at once
 * are refused by a lock, the second told to wait.
 */
export async function applyImport(
  deps: Deps,
  req: Request,
  account: AccountRow,
  importId: number,
  now: Date,
  hooks?: ApplyHooks,
): Promise<ImportPlan & { league_id: number; outcome: ImportOutcome }> {
  const row = await loadImport(deps.knex, importId);
  if (!row) throw new NotFoundError();
  const snapshot: SeasonSnapshot = row.snapshot;
  const provider = snapshot.provider;
  const lock = await deps.pool.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [`provider-import:${provider}:${snapshot.externalId}`],
    );
    if (!rows[0]?.locked) throw new ImportRunning(provider);
    try {
      return await applyLocked(deps, req, account, row.id, snapshot, now, hooks);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [
        `provider-import:${provider}:${snapshot.externalId}`,
      ]);
    }
  } finally {
    lock.release();
  }
}

/** The season's first match day (its start date in Courtside), or the preview's day. */
function firstDay(snapshot: SeasonSnapshot): string {
  const times = snapshot.fixtures.map((f) => f.time).sort();
  return (times[0] ?? new Date(0).toISOString()).slice(0, 10);
}

async function applyLocked(
  deps: Deps,
  req: Request,
  account: AccountRow,
  importId: number,
  snapshot: SeasonSnapshot,
  now: Date,
  hooks: ApplyHooks | undefined,
) {
  const { provider } = snapshot;
  refuseUnusableNames(snapshot);
  // Planned again under the lock: what an earlier (perhaps failed) run did is not redone.
  const plan = planImport(snapshot, await linksFor(deps.knex, snapshot), now);
  const progress: ImportProgress = {
    teams: { done: 0, total: snapshot.teams.length },
    fixtures: { done: 0, total: snapshot.fixtures.length },
  };
  const step = async (phase: ImportPhase) => {
    // A stopping worker leaves between two commands; the job's retry completes the rest.
    hooks?.signal?.throwIfAborted();
    await hooks?.progress(phase, progress);
  };
  let position: unknown = null;
  const send = async (
    kind: LinkKind,
    externalId: string,
    method: 'POST',
    path: string,
    body: unknown,
  ): Promise<number> => {
    const key = `${provider}:${kind}:${externalId}`;
    const answer = await forward(deps, keyed(req, key), account, method, path, body);
    position = answer.position;
    return Number(answer.id);
  };
  const link = (kind: LinkKind, externalId: string, id: number, fingerprint: string) =>
    saveLink(deps.knex, { provider, kind, externalId, id, fingerprint, now });

  let leagueId = plan.league.id;
  await step('league');
  if (leagueId === null) {
    leagueId = await send('league', snapshot.externalId, 'POST', '/leagues', {
      kind: 'league',
      name: snapshot.name.slice(0, 100),
      public: false,
      number_of_teams: snapshot.teams.length,
      rounds: 2,
      start_date: firstDay(snapshot),
    });
    await link('league', snapshot.externalId, leagueId, snapshot.name);
  }
  // Renamed at the provider: renamed in Courtside first and all at once, so two teams may swap
  // names and a new team may take a name another one gave up.
  const renames = plan.teams.filter((team) => team.state === 'changed' && team.id !== null);
  if (renames.length > 0) {
    const body = { renames: renames.map((team) => ({ team_id: team.id, name: team.name })) };
    const key = `${provider}:rename:${snapshot.externalId}:${JSON.stringify(body)}`;
    const path = `/leagues/${leagueId}/team-renames`;
    const answer = await forward(deps, keyed(req, key), account, 'POST', path, body);
    position = answer.position;
    for (const team of renames) {
      await link('team', team.external_id, team.id as number, team.name);
    }
  }
  const teamIds = new Map<string, number>();
  for (const [index, team] of snapshot.teams.entries()) {
    let id = plan.teams[index]?.id ?? null;
    if (id === null) {
      id = await send('team', team.externalId, 'POST', `/leagues/${leagueId}/teams`, {
        name: team.name,
      });
      await link('team', team.externalId, id, teamFingerprint(team));
    }
    teamIds.set(team.externalId, id);
    progress.teams.done += 1;
    await step('teams');
  }
  // A provider's result for a finished fixture: its final points, the periods left empty.
  const enterResult = async (id: number, externalId: string, result: FinalResult) => {
    const key = `${provider}:result:${externalId}:${result.home}:${result.away}`;
    const answer = await forward(
      deps,
      keyed(req, key),
      account,
      'POST',
      `/contests/${id}/final-result`,
      {
        first_team_points: result.home,
        second_team_points: result.away,
        reason: `${providerNames[provider]}, ${externalId}`,
      },
    );
    position = answer.position;
  };
  for (const [index, fixture] of snapshot.fixtures.entries()) {
    const planned = plan.fixtures[index];
    progress.fixtures.done = index;
    await step('fixtures');
    if (!planned || planned.state === 'unchanged') continue;
    if (planned.state === 'new') {
      const id = await send('fixture', fixture.externalId, 'POST', '/contests', {
        league_id: leagueId,
        round: fixture.round,
        time: fixture.time,
        location: fixture.venue,
        first_team_id: teamIds.get(fixture.homeTeamId),
        second_team_id: teamIds.get(fixture.awayTeamId),
      });
      await link('fixture', fixture.externalId, id, fixtureFingerprint(fixture));
      if (planned.result && resultDue(planned.result, undefined)) {
        await enterResult(id, fixture.externalId, planned.result);
      }
      continue;
    }
    const id = planned.id as number;
    if (planned.fields.includes('time') || planned.fields.includes('venue')) {
      const revision = await contestRevision(deps.knex, id);
      if (revision === null) continue;
      const key = `${provider}:reschedule:${fixture.externalId}:${fixtureFingerprint(fixture)}`;
      const answer = await forward(
        deps,
        keyed(req, key),
        account,
        'POST',
        `/contests/${id}/reschedule`,
        {
          time: fixture.time,
          location: fixture.venue,
          expected_revision: revision,
        },
      );
      position = answer.position;
      await link('fixture', fixture.externalId, id, fixtureFingerprint(fixture));
    }
    if (planned.result && planned.fields.includes('result')) {
      await enterResult(id, fixture.externalId, planned.result);
    }
  }
  progress.fixtures.done = snapshot.fixtures.length;
  await step('finishing');
  await deps.readModels.waitForPosition(position);
  await markApplied(deps.knex, importId, leagueId, now);
  return { ...plan, league_id: leagueId, outcome: outcomeOf(plan) };
}

/** A plan's summary: items created, updated and left as they were (league, teams, fixtures). */
export function outcomeOf(plan: ImportPlan): ImportOutcome {
  const all = [plan.league, ...plan.teams, ...plan.fixtures];
  return {
    created: all.filter((c) => c.state === 'new').length,
    updated: all.filter((c) => c.state === 'changed').length,
    unchanged: all.filter((c) => c.state === 'unchanged').length,
  };
}
