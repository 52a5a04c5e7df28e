import type { AccountKind } from '../../src/index';
import type { RunningGateway } from '../harness';

/** Who asks: nobody, or an account of a kind with roles. */
export const roles = {
  anonymous: null,
  official: { kind: 'official', roles: ['referee'] },
  'official without abilities': { kind: 'official', roles: [] },
  representative: { kind: 'representative', roles: ['club official'] },
  'admin without role': { kind: 'admin', roles: [] },
  administrator: { kind: 'admin', roles: ['administrator'] },
  'super-admin': { kind: 'admin', roles: ['super-admin'] },
} as const satisfies Record<string, { kind: AccountKind; roles: string[] } | null>;
export type Role = keyof typeof roles;
export const roleNames = Object.keys(roles) as Role[];

/** 'ok' means past the guard, answered with the route's own status. */
export type Expected = 'ok' | 401 | 403;

export interface Case {
  /** The status the route answers when the guard lets the request through. */
  ok: number;
  /** The request to send; may prepare data first. */
  request: () => Promise<{ path: string; body?: unknown }>;
  /** Roles whose answer differs from `others`. */
  answers: Partial<Record<Role, Expected>>;
  others: Expected;
}

/** What a row's request may use; filled in by the spec's beforeAll. */
export const context = {
  running: undefined as unknown as RunningGateway,
  accounts: new Map<Role, { id: number; kind: AccountKind }>(),
  scratch: 0,
};

export async function scratchRole(): Promise<number> {
  context.scratch += 1;
  const [row] = await context.running
    .knex('roles')
    .insert({ name: `scratch ${context.scratch}`, guard: 'account' })
    .returning<{ id: number }[]>('id');
  return row?.id ?? 0;
}

export const publicCase = (ok: number, path: string, body?: unknown): Case => ({
  ok,
  request: async () => ({ path, body }),
  answers: {},
  others: 'ok',
});
export const officialsOnly = (ok: number, path: string, body?: unknown): Case => ({
  ok,
  request: async () => ({ path, body }),
  answers: {
    anonymous: 401,
    official: 'ok',
    'official without abilities': 403,
  },
  others: 403,
});
export const adminsOnly = (ok: number, request: Case['request']): Case => ({
  ok,
  request,
  answers: {
    anonymous: 401,
    'super-admin': 'ok',
    'admin without role': 'ok',
    administrator: 'ok',
  },
  others: 403,
});
/**
 * An admin route needing a list.* permission: the super-admin and administrator roles hold it,
 * an admin without a role does not.
 */
export const permissionHolders = (ok: number, request: Case['request']): Case => ({
  ok,
  request,
  answers: {
    anonymous: 401,
    'super-admin': 'ok',
    administrator: 'ok',
    'admin without role': 403,
  },
  others: 403,
});
/** The same for a route called with a path and, for a write, a body. */
export const adminWithPermission = (ok: number, path: string, body?: unknown): Case =>
  permissionHolders(ok, async () => ({ path, body }));
export const superAdminOnly = (ok: number, request: Case['request']): Case => ({
  ok,
  request,
  answers: {
    anonymous: 401,
    'super-admin': 'ok',
    'admin without role': 403,
    administrator: 403,
  },
  others: 403,
});
