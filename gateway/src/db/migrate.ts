import type { Knex } from 'knex';
import * as accounts from '../../migrations/20250601000000_accounts';
import * as sessions from '../../migrations/20250601000100_sessions';
import * as rolesPermissions from '../../migrations/20250701000000_roles_permissions';
import * as twoFactor from '../../migrations/20250801000000_two_factor';
import * as dropOfficialAssignments from '../../migrations/20261122060000_drop_official_assignments';
import * as usersApiKeys from '../../migrations/20261122050000_users_api_keys';
import * as representatives from '../../migrations/20261122050500_representatives_password_resets';
import * as matchFiles from '../../migrations/20261124110000_match_files';
import * as platformSecrets from '../../migrations/20261125110000_platform_secrets';
import * as publicForms from '../../migrations/20261125100000_public_forms';
import * as apiKeyScopes from '../../migrations/20261127130100_api_key_scopes';
import * as providerImports from '../../migrations/20261128110000_provider_imports';
import * as apiKeyUsage from '../../migrations/20261128120000_api_key_usage';
import * as webhooks from '../../migrations/20261128140000_webhooks';
import * as providerImportProgress from '../../migrations/20261128160000_provider_import_progress';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Imported statically rather than found on disk, so the same list runs under tsx, vitest and
// any bundler without knex needing to load TypeScript files itself.
const migrations: Record<string, Migration> = {
  '20250601000000_accounts': accounts,
  '20250601000100_sessions': sessions,
  '20250701000000_roles_permissions': rolesPermissions,
  '20250801000000_two_factor': twoFactor,
  '20261122050000_users_api_keys': usersApiKeys,
  '20261122050500_representatives_password_resets': representatives,
  '20261122060000_drop_official_assignments': dropOfficialAssignments,
  '20261124110000_match_files': matchFiles,
  '20261125110000_platform_secrets': platformSecrets,
  '20261125100000_public_forms': publicForms,
  '20261127130100_api_key_scopes': apiKeyScopes,
  '20261128110000_provider_imports': providerImports,
  '20261128120000_api_key_usage': apiKeyUsage,
  '20261128140000_webhooks': webhooks,
  '20261128160000_provider_import_progress': providerImportProgress,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown gateway migration ${name}`);
    return migration;
  },
};

/** Runs gateway's own migrations (accounts, sessions, throttle); idempotent. */
export async function migrateGateway(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source, tableName: 'knex_migrations_gateway' });
}
