import type { Knex } from 'knex';
import type { ProviderName, SeasonSnapshot } from '@courtside/integrations/providers';
import type { Link, Links } from '../providers/diff';

export type LinkKind = 'league' | 'team' | 'fixture';

interface LinkRow {
  kind: LinkKind;
  external_id: string;
  courtside_id: number;
  fingerprint: string;
}

/** What earlier imports made of this season's league, teams and fixtures. */
export async function linksFor(db: Knex, snapshot: SeasonSnapshot): Promise<Links> {
  const ids = [
    snapshot.externalId,
    ...snapshot.teams.map((t) => t.externalId),
    ...snapshot.fixtures.map((f) => f.externalId),
  ];
  const rows = (await db('provider_links')
    .where({ provider: snapshot.provider })
    .whereIn('external_id', ids)
    .select('kind', 'external_id', 'courtside_id', 'fingerprint')) as LinkRow[];
  const of = (kind: LinkKind) =>
    new Map<string, Link>(
      rows
        .filter((r) => r.kind === kind)
        .map((r) => [r.external_id, { id: r.courtside_id, fingerprint: r.fingerprint }]),
    );
  const fixtures = of('fixture');
  const contestIds = [...fixtures.values()].map((link) => link.id);
  const held = (await db('rm.contests')
    .whereIn('id', contestIds)
    .select('id', 'status', 'first_team_total', 'second_team_total')) as {
    id: number;
    status: string;
    first_team_total: number;
    second_team_total: number;
  }[];
  return {
    league: of('league').get(snapshot.externalId) ?? null,
    teams: of('team'),
    fixtures,
    results: new Map(
      held.map((row) => [
        Number(row.id),
        { status: row.status, first: row.first_team_total, second: row.second_team_total },
      ]),
    ),
  };
}

/**
 * Records (or moves on) what Courtside made of an external id. The primary key makes a second
 * writer of the same id update the row rather than add one.
 */
export async function saveLink(
  db: Knex,
  link: {
    provider: ProviderName;
    kind: LinkKind;
    externalId: string;
    id: number;
    fingerprint: string;
    now: Date;
  },
): Promise<void> {
  await db('provider_links')
    .insert({
      provider: link.provider,
      kind: link.kind,
      external_id: link.externalId,
      courtside_id: link.id,
      fingerprint: link.fingerprint,
      updated_at: link.now,
    })
    .onConflict(['provider', 'kind', 'external_id'])
    .merge(['courtside_id', 'fingerprint', 'updated_at']);
}

export interface ImportRow {
  id: number;
  provider: ProviderName;
  external_id: string;
  snapshot: SeasonSnapshot;
  applied_at: Date | null;
  league_id: number | null;
}

/** Keeps a preview's season as read, for the apply that follows. */
export async function saveImport(
  db: Knex,
  snapshot: SeasonSnapshot,
  by: number,
  now: Date,
): Promise<number> {
  const [row] = (await db('provider_imports')
    .insert({
      provider: snapshot.provider,
      external_id: snapshot.externalId,
      snapshot: JSON.stringify(snapshot),
      created_by: by,
      created_at: now,
    })
    .returning('id')) as { id: string | number }[];
  return Number(row?.id);
}

export async function loadImport(db: Knex, id: number): Promise<ImportRow | null> {
  const row = (await db('provider_imports').where({ id }).first()) as
    (Omit<ImportRow, 'id'> & { id: string | number }) | undefined;
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function markApplied(
  db: Knex,
  id: number,
  leagueId: number,
  now: Date,
): Promise<void> {
  await db('provider_imports').where({ id }).update({ applied_at: now, league_id: leagueId });
}

/** A contest's stream revision as the read model has it, for a reschedule's expected revision. */
export async function contestRevision(db: Knex, id: number): Promise<number | null> {
  const row = (await db('rm.contests').where({ id }).first('revision')) as
    { revision: number } | undefined;
  return row ? Number(row.revision) : null;
}
