import type { Knex } from 'knex';
import * as readModels from '../../migrations/20260501120000_read_models';
import * as auditLog from '../../migrations/20261122033000_audit_log';
import * as catalogue from '../../migrations/20261122070000_catalogue';
import * as standingsByRound from '../../migrations/20261122050000_standings_by_round';
import * as leagueOfficials from '../../migrations/20261122080000_league_officials';
import * as brackets from '../../migrations/20261122090000_brackets';
import * as matchReports from '../../migrations/20261124110000_match_reports';
import * as officialTests from '../../migrations/20261124120000_official_tests';
import * as clubsLicences from '../../migrations/20261124100000_clubs_licences';
import * as platformSettings from '../../migrations/20261125110000_platform_settings';
import * as cyrillicNames from '../../migrations/20261125120000_cyrillic_names';
import * as tieBreakOrder from '../../migrations/20261126100000_tie_break_order';
import * as moreCyrillicNames from '../../migrations/20261127110000_more_cyrillic_names';
import * as recordings from '../../migrations/20261127120000_recordings';
import * as videos from '../../migrations/20261127130000_videos';
import * as videoOpenToClubs from '../../migrations/20261127140000_video_open_to_clubs';
import * as leagueScoreboardSync from '../../migrations/20261128100000_league_scoreboard_sync';
import * as recordingPackages from '../../migrations/20261127150000_recording_packages';
import * as workflows from '../../migrations/20261128130000_workflows';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * The migrations, imported rather than found on disk: knex's file loader cannot require
 * TypeScript under tsx or vitest, and a static list also survives bundling.
 * Add each new timestamped file here, in order.
 */
const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['20260501120000_read_models', readModels],
  ['20261122033000_audit_log', auditLog],
  ['20261122050000_standings_by_round', standingsByRound],
  ['20261122070000_catalogue', catalogue],
  ['20261122080000_league_officials', leagueOfficials],
  ['20261122090000_brackets', brackets],
  ['20261124110000_match_reports', matchReports],
  ['20261124120000_official_tests', officialTests],
  ['20261124100000_clubs_licences', clubsLicences],
  ['20261125110000_platform_settings', platformSettings],
  ['20261125120000_cyrillic_names', cyrillicNames],
  ['20261126100000_tie_break_order', tieBreakOrder],
  ['20261127110000_more_cyrillic_names', moreCyrillicNames],
  ['20261127120000_recordings', recordings],
  ['20261127130000_videos', videos],
  ['20261127140000_video_open_to_clubs', videoOpenToClubs],
  ['20261127150000_recording_packages', recordingPackages],
  ['20261128100000_league_scoreboard_sync', leagueScoreboardSync],
  ['20261128130000_workflows', workflows],
];

const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: () => Promise.resolve([...migrations]),
  getMigrationName: ([name]) => name,
  getMigration: ([, migration]) => Promise.resolve(migration),
};

/**
 * Creates `schema` if needed and brings every read-model table in it up to date. The knex
 * bookkeeping tables live in the same schema, so renaming the schema carries them along.
 */
export async function migrateReadModels(knex: Knex, schema = 'rm'): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  await knex.withUserParams({ ...knex.userParams, schema }).migrate.latest({
    migrationSource,
    schemaName: schema,
    tableName: 'knex_migrations',
  });
}

export { inSchema, schemaOf } from './schema';
