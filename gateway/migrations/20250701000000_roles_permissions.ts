import type { Knex } from 'knex';

/**
 * Roles and permissions of spec section 6, replacing the free-text accounts.roles column with
 * account_roles (an account's abilities are its roles' permissions plus its own direct ones,
 * still in accounts.permissions), and the officials' league assignments.
 *
 * Default assignment (editable afterwards on the super-admin screens):
 * - super-admin: every permission (and, by role, sole access to security, logs, threads, …);
 * - administrator: every list.* and view.* permission;
 * - league admin: leagues, teams, officials, categories and arenas (list.leagues, list.teams,
 *   list.officials, list.categories, view.categories, list.arenas);
 * - referee, assistant referee, delegate, statistician: view.leagues and view.contests;
 * - club official, commissioner: none (the video zone checks approval, not a permission).
 */
export const seededPermissions = [
  'list.leagues',
  'list.teams',
  'list.officials',
  'list.categories',
  'view.categories',
  'list.arenas',
  'list.users',
  'list.video-zone-users',
  'list.appointments',
  'list.api-keys',
  'view.leagues',
  'view.contests',
] as const;

const officialsPermissions = ['view.leagues', 'view.contests'];

export const seededRoles: { name: string; guard: 'admin' | 'account'; permissions: string[] }[] = [
  { name: 'super-admin', guard: 'admin', permissions: [...seededPermissions] },
  { name: 'administrator', guard: 'admin', permissions: [...seededPermissions] },
  {
    name: 'league admin',
    guard: 'admin',
    permissions: [
      'list.leagues',
      'list.teams',
      'list.officials',
      'list.categories',
      'view.categories',
      'list.arenas',
    ],
  },
  { name: 'referee', guard: 'account', permissions: officialsPermissions },
  { name: 'assistant referee', guard: 'account', permissions: officialsPermissions },
  { name: 'delegate', guard: 'account', permissions: officialsPermissions },
  { name: 'statistician', guard: 'account', permissions: officialsPermissions },
  { name: 'club official', guard: 'account', permissions: [] },
  { name: 'commissioner', guard: 'account', permissions: [] },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable().unique();
    t.text('guard').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "ALTER TABLE roles ADD CONSTRAINT roles_guard_check CHECK (guard IN ('admin', 'account'))",
  );
  await knex.schema.createTable('permissions', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable().unique();
  });
  await knex.schema.createTable('role_permissions', (t) => {
    t.integer('role_id').notNullable().references('roles.id').onDelete('CASCADE');
    t.integer('permission_id').notNullable().references('permissions.id').onDelete('CASCADE');
    t.primary(['role_id', 'permission_id']);
  });
  await knex.schema.createTable('account_roles', (t) => {
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('role_id').notNullable().references('roles.id').onDelete('CASCADE');
    t.primary(['account_id', 'role_id']);
  });
  await knex.schema.createTable('official_assignments', (t) => {
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    // rm.leagues belongs to projection-service and is rebuilt by schema swap: no foreign key.
    t.integer('league_id').notNullable();
    t.text('role').notNullable();
    t.primary(['account_id', 'league_id', 'role']);
  });

  await knex('permissions').insert(seededPermissions.map((name) => ({ name })));
  await knex('roles').insert(seededRoles.map(({ name, guard }) => ({ name, guard })));
  for (const role of seededRoles) {
    if (role.permissions.length === 0) continue;
    await knex.raw(
      `INSERT INTO role_permissions (role_id, permission_id)
       SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = ? AND p.name = ANY(?)`,
      [role.name, role.permissions],
    );
  }

  // Existing accounts keep their roles; a name not seeded becomes a role of its own, so
  // nothing an account held is lost.
  await knex.raw(`
    INSERT INTO roles (name, guard)
    SELECT DISTINCT r.name, CASE WHEN a.kind = 'admin' THEN 'admin' ELSE 'account' END
      FROM accounts a, unnest(a.roles) AS r(name)
     WHERE NOT EXISTS (SELECT 1 FROM roles WHERE roles.name = r.name)
    ON CONFLICT (name) DO NOTHING`);
  await knex.raw(`
    INSERT INTO account_roles (account_id, role_id)
    SELECT DISTINCT a.id, roles.id FROM accounts a, unnest(a.roles) AS r(name)
      JOIN roles ON roles.name = r.name`);
  await knex.schema.alterTable('accounts', (t) => t.dropColumn('roles'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.specificType('roles', 'text[]').notNullable().defaultTo('{}');
  });
  await knex.raw(`
    UPDATE accounts a SET roles = coalesce((
      SELECT array_agg(r.name ORDER BY r.id) FROM account_roles ar
        JOIN roles r ON r.id = ar.role_id WHERE ar.account_id = a.id), '{}')`);
  await knex.schema.dropTable('official_assignments');
  await knex.schema.dropTable('account_roles');
  await knex.schema.dropTable('role_permissions');
  await knex.schema.dropTable('permissions');
  await knex.schema.dropTable('roles');
}
