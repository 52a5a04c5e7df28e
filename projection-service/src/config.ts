import * as yup from 'yup';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = yup.object({
  DATABASE_URL: yup.string().trim().required('is required'),
  PROJECTION_PORT: yup
    .number()
    .typeError('must be a port number')
    .integer('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3002),
  EVENT_STORE: yup
    .mixed<'postgres' | 'kurrentdb'>()
    .oneOf(['postgres', 'kurrentdb'], 'must be postgres or kurrentdb')
    .default('postgres'),
  KURRENTDB_URL: yup
    .string()
    .trim()
    .when('EVENT_STORE', {
      is: 'kurrentdb',
      then: (url) => url.required('is required when EVENT_STORE=kurrentdb'),
    }),
  LOG_LEVEL: yup
    .mixed<(typeof logLevels)[number]>()
    .oneOf([...logLevels], `must be one of ${logLevels.join(', ')}`)
    .default('info'),
});

/** projection-service configuration, validated once at start. */
export interface ProjectionConfig {
  databaseUrl: string;
  port: number;
  eventStore: { kind: 'postgres' } | { kind: 'kurrentdb'; connectionString: string };
  logLevel: (typeof logLevels)[number];
}

/** Thrown for a missing or malformed variable; the message names it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment. The only reader of process.env in this service;
 * tests pass their own `env`. Empty strings count as unset, as in a compose file's `FOO=`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProjectionConfig {
  const present = Object.fromEntries(
    Object.keys(schema.fields).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  let parsed: yup.InferType<typeof schema>;
  try {
    parsed = schema.validateSync(present, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ConfigError(error.path ?? 'configuration', error.errors[0] ?? error.message);
    }
    throw error;
  }
  return {
    databaseUrl: parsed.DATABASE_URL,
    port: parsed.PROJECTION_PORT,
    eventStore:
      parsed.EVENT_STORE === 'kurrentdb'
        ? { kind: 'kurrentdb', connectionString: parsed.KURRENTDB_URL ?? '' }
        : { kind: 'postgres' },
    logLevel: parsed.LOG_LEVEL,
  };
}
