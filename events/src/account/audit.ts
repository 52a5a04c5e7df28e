import type { AuditMapping, AuditMappings, ModelState } from '../audit';
import type { AccountEvent } from './events';

const account = (event: { data: { accountId: number } }) => [
  { model: 'account' as const, id: event.data.accountId },
];

/** A flag or time the account's state shows, tagged as the kind of change it is. */
function marks(fields: ModelState, tag: string): AuditMapping<AccountEvent> {
  return {
    models: account,
    evolve: (_model, state) => state && { ...state, ...fields },
    tags: () => [tag],
  };
}

export const accountAudit: AuditMappings<AccountEvent> = {
  AccountRegistered: {
    models: account,
    evolve: (_model, _state, event) => {
      const d = event.data;
      return {
        id: d.accountId,
        kind: d.kind,
        email: d.email,
        name: d.name,
        roles: d.roles.join(', '),
        approved: false,
        disabled: false,
        deleted: false,
        two_factor: false,
      };
    },
    tags: () => ['created'],
  },
  AccountUpdated: {
    models: account,
    evolve: (_model, state, event) => {
      if (!state) return state;
      const next: ModelState = { ...state };
      for (const [field, value] of Object.entries(event.data.changes)) {
        next[field] = Array.isArray(value) ? value.join(', ') : value;
      }
      return next;
    },
    tags: () => ['updated'],
  },
  AccountApproved: marks({ approved: true }, 'approval'),
  AccountDisabled: marks({ disabled: true }, 'status'),
  AccountDeleted: marks({ deleted: true }, 'deleted'),
  PasswordChanged: {
    models: account,
    // The state never holds a password; the audit row says only that and why it changed.
    evolve: (_model, state, event) => state && { ...state, password_changed: event.data.reason },
    tags: () => ['security'],
  },
  TwoFactorEnabled: marks({ two_factor: true }, 'security'),
  TwoFactorDisabled: marks({ two_factor: false }, 'security'),
  TwoFactorReset: marks({ two_factor: false }, 'security'),
};
