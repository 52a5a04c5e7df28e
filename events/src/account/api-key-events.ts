import * as yup from 'yup';
import type { EventOf } from '../event-of';

/**
 * API key events (stream `api-key-<id>`), recorded by gateway. They name the key, its owner
 * and its leagues, never the secret or its hash (ARCHITECTURE.md: no secret enters the log).
 */
const positiveId = yup.number().integer().positive().required();

/**
 * What a key may do besides reading its leagues (issue 11): `results` (the default, every key
 * before scopes had it) and `recordings` (a recording service attaching match videos).
 */
export const apiKeyScopes = ['results', 'recordings'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
/** The scopes of a key created without naming any, and of every key from before scopes. */
export const defaultApiKeyScopes: ApiKeyScope[] = ['results'];

const scopesField = () => yup.array(yup.string().oneOf(apiKeyScopes).required()).optional();

export const apiKeyCreatedSchema = yup.object({
  apiKeyId: positiveId,
  /** The admin account the key belongs to. */
  accountId: positiveId,
  name: yup.string().required(),
  /** The leagues the key may read. */
  leagueIds: yup.array(yup.number().integer().positive().required()).required(),
  /** Absent on keys from before scopes: `defaultApiKeyScopes`. */
  scopes: scopesField(),
});

export const apiKeyRevokedSchema = yup.object({
  apiKeyId: positiveId,
  accountId: positiveId,
  name: yup.string().required(),
  leagueIds: yup.array(yup.number().integer().positive().required()).required(),
});

export const apiKeyUpdatedSchema = yup.object({
  apiKeyId: positiveId,
  accountId: positiveId,
  /** The changed fields only, new values. */
  changes: yup
    .object({
      name: yup.string().optional(),
      leagueIds: yup.array(yup.number().integer().positive().required()).optional(),
      scopes: scopesField(),
    })
    .required(),
});

/** A key was issued; its secret was shown once to whoever created it and is not here. */
export type ApiKeyCreated = EventOf<'ApiKeyCreated', typeof apiKeyCreatedSchema>;

/** A key was renamed or now reads other leagues; its secret stays the same. */
export interface ApiKeyUpdated {
  type: 'ApiKeyUpdated';
  data: {
    apiKeyId: number;
    accountId: number;
    changes: { name?: string; leagueIds?: number[]; scopes?: ApiKeyScope[] };
  };
}

/** A key was revoked: from then on it authenticates nothing. */
export type ApiKeyRevoked = EventOf<'ApiKeyRevoked', typeof apiKeyRevokedSchema>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyUpdated | ApiKeyRevoked;
