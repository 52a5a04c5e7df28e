import * as yup from 'yup';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const url = () => yup.string().trim().url('must be an http(s) URL');

const schema = yup.object({
  DATABASE_URL: yup.string().trim().required('is required'),
  EVENT_STORE: yup
    .mixed<'postgres' | 'kurrentdb'>()
    .oneOf(['postgres', 'kurrentdb'], 'must be postgres or kurrentdb')
    .default('postgres'),
  KURRENTDB_URL: yup
    .string()
    .trim()
    .when('EVENT_STORE', {
      is: 'kurrentdb',
      then: (value) => value.required('is required when EVENT_STORE=kurrentdb'),
    }),
  SCOREBOARD_URL: url(),
  SCOREBOARD_TOKEN: yup.string().when('SCOREBOARD_URL', {
    is: (value: unknown) => typeof value === 'string' && value !== '',
    then: (value) => value.required('is required when SCOREBOARD_URL is set'),
  }),
  WORKFLOW_SERVICE_URL: url(),
  WORKFLOW_SERVICE_TOKEN: yup.string().when('WORKFLOW_SERVICE_URL', {
    is: (value: unknown) => typeof value === 'string' && value !== '',
    then: (value) => value.required('is required when WORKFLOW_SERVICE_URL is set'),
  }),
  // Webhook signing secrets are sealed with the gateway's key (docs/webhooks.md); unset: none sent.
  TOTP_ENCRYPTION_KEY: yup.string().min(32, 'must be at least 32 characters'),
  LOG_LEVEL: yup
    .mixed<(typeof logLevels)[number]>()
    .oneOf([...logLevels], `must be one of ${logLevels.join(', ')}`)
    .default('info'),
});

/** An external service's address and bearer token; absent when not configured. */
export interface EndpointConfig {
  url: string;
  token: string;
}

/** The integrations service's configuration, validated once at start. */
export interface IntegrationsConfig {
  databaseUrl: string;
  eventStore: { kind: 'postgres' } | { kind: 'kurrentdb'; connectionString: string };
  scoreboard: EndpointConfig | null;
  workflowService: EndpointConfig | null;
  /** TOTP_ENCRYPTION_KEY, shared with the gateway; webhooks are sent only when it is set. */
  secretKeyText: string | null;
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
 * Reads and validates the environment: the only reader of process.env in this workspace (tests
 * pass their own `env`). Empty strings count as unset, as in a compose file's `FOO=`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): IntegrationsConfig {
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
    eventStore:
      parsed.EVENT_STORE === 'kurrentdb'
        ? { kind: 'kurrentdb', connectionString: parsed.KURRENTDB_URL ?? '' }
        : { kind: 'postgres' },
    scoreboard: endpoint(parsed.SCOREBOARD_URL, parsed.SCOREBOARD_TOKEN),
    workflowService: endpoint(parsed.WORKFLOW_SERVICE_URL, parsed.WORKFLOW_SERVICE_TOKEN),
    secretKeyText: parsed.TOTP_ENCRYPTION_KEY ?? null,
    logLevel: parsed.LOG_LEVEL,
  };
}

function endpoint(url: string | undefined, token: string | undefined): EndpointConfig | null {
  return url && token ? { url, token } : null;
}

/**
 * The real scoreboard service for the contract suite, or null when SCOREBOARD_URL is unset.
 * Read here so that the test file does not touch process.env.
 */
export function realScoreboardForContract(
  env: NodeJS.ProcessEnv = process.env,
): EndpointConfig | null {
  const url = env['SCOREBOARD_URL']?.trim();
  const token = env['SCOREBOARD_TOKEN']?.trim();
  return url && token ? { url, token } : null;
}
