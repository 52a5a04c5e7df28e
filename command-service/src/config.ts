import type { LevelWithSilent } from 'pino';
import * as yup from 'yup';

/** command-service settings, read and checked once at start. */
export interface CommandServiceConfig {
  port: number;
  databaseUrl: string;
  eventStore: 'postgres' | 'kurrentdb';
  /** Set exactly when `eventStore` is 'kurrentdb'. */
  kurrentdbUrl: string | null;
  logLevel: LevelWithSilent;
}

const levels: LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const schema = yup.object({
  COMMAND_PORT: yup
    .number()
    .typeError('must be a port number from 0 to 65535')
    .integer('must be a port number from 0 to 65535')
    .min(0, 'must be a port number from 0 to 65535')
    .max(65_535, 'must be a port number from 0 to 65535')
    .default(3001),
  DATABASE_URL: yup
    .string()
    .required('is required (a postgres:// connection string)')
    .matches(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  EVENT_STORE: yup
    .mixed<'postgres' | 'kurrentdb'>()
    .oneOf(['postgres', 'kurrentdb'], "must be 'postgres' or 'kurrentdb'")
    .default('postgres'),
  KURRENTDB_URL: yup
    .string()
    .default(undefined)
    .when('EVENT_STORE', {
      is: 'kurrentdb',
      then: (url) => url.required('is required when EVENT_STORE=kurrentdb'),
    }),
  LOG_LEVEL: yup
    .mixed<LevelWithSilent>()
    .oneOf(levels, `must be one of ${levels.join(', ')}`)
    .default('info'),
});

/**
 * Reads the configuration from the environment (the only place this service does) and
 * fails fast with every bad variable named, so a misconfigured container stops at start.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): CommandServiceConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const given = Object.fromEntries(
    Object.keys(schema.fields).map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  try {
    const value = schema.validateSync(given, { abortEarly: false });
    return {
      port: value.COMMAND_PORT,
      databaseUrl: value.DATABASE_URL,
      eventStore: value.EVENT_STORE,
      kurrentdbUrl: value.EVENT_STORE === 'kurrentdb' ? (value.KURRENTDB_URL ?? null) : null,
      logLevel: value.LOG_LEVEL,
    };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const problems = (error.inner.length > 0 ? error.inner : [error]).map(
      (inner) => `${inner.path ?? 'configuration'} ${inner.errors.join('; ')}`,
    );
    throw new Error(`Invalid command-service configuration: ${problems.join('; ')}`);
  }
}
