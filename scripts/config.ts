import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type GatewayConfig } from '@courtside/gateway/config';

/**
 * The gateway's settings `npm start` takes from the environment as the gateway's own start does
 * (docker-compose): mail, links, folders, the captcha's difficulty, video storage, the public
 * cache. The rest (port, host, database, secrets, the command service) npm start decides itself.
 */
const passedToGateway = [
  'smtpUrl',
  'mailFrom',
  'mailOutboxDir',
  'appUrl',
  'uploadsDir',
  'matchFilesDir',
  'captchaMaxNumber',
  'contactNotifyTo',
  'videoStorageDir',
  'videoMaxBytes',
  'videoStorage',
  'videoStagingDir',
  's3Url',
  's3Bucket',
  's3AccessKey',
  's3SecretKey',
  's3Region',
  'ffmpegPath',
  'ffprobePath',
  'providerTimeoutMs',
  'publicCacheBytes',
  'trustProxy',
] as const satisfies readonly (keyof GatewayConfig)[];
export type GatewaySettings = Pick<GatewayConfig, (typeof passedToGateway)[number]>;

/** What npm start checks and decides itself, so the gateway's check leaves it out. */
const decidedByStart = new Set([
  'DATABASE_URL',
  'NODE_ENV',
  'PORT',
  'HOST',
  'SESSION_SECRET',
  'TOTP_ENCRYPTION_KEY',
  'CAPTCHA_HMAC_KEY',
  'VIDEO_URL_SECRET',
  'COMMAND_SERVICE_URL',
  'LOG_LEVEL',
]);

function gatewaySettings(): GatewaySettings {
  // An empty variable counts as unset, as it does for npm start's own settings.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => !decidedByStart.has(name) && value),
  );
  const config = loadConfig({ ...env, DATABASE_URL: 'postgres://decided-by-npm-start' });
  return Object.fromEntries(passedToGateway.map((name) => [name, config[name]])) as GatewaySettings;
}

/** Settings of `npm start`, read once and checked; the services validate their own. */
export interface StartConfig {
  databaseUrl: string | null;
  nodeEnv: 'development' | 'production' | 'test';
  /** Interface the gateway listens on: this machine only unless HOST says otherwise. */
  host: string;
  port: number;
  /** SESSION_SECRET, or null for the development one (never in production). */
  sessionSecret: string | null;
  /** TOTP_ENCRYPTION_KEY, or null for the development one (never in production). */
  totpEncryptionKey: string | null;
  /** CAPTCHA_HMAC_KEY (signs the contact and booking forms' challenges), or null for the development one. */
  captchaHmacKey: string | null;
  /** VIDEO_URL_SECRET (signs the short-lived links videos are watched through), or null for the development one. */
  videoUrlSecret: string | null;
  /** Issue 12: SCOREBOARD_URL + SCOREBOARD_TOKEN, WORKFLOW_SERVICE_URL + _TOKEN; local fakes when unset. */
  integrations: {
    scoreboard: { url: string; token: string } | null;
    workflowService: { url: string; token: string } | null;
  };
  /** The gateway's own environment settings (SMTP_URL, APP_URL, UPLOADS_DIR, …). */
  gateway: GatewaySettings;
  embeddedPort: number;
  dataDir: string;
  reset: boolean;
  logLevel: string;
}

/** An external service's address and token, both or neither. */
function endpoint(urlName: string, tokenName: string): { url: string; token: string } | null {
  const url = process.env[urlName]?.trim();
  const token = process.env[tokenName]?.trim();
  if (!url) return null;
  if (!token) throw new Error(`${tokenName} is required when ${urlName} is set`);
  return { url, token };
}

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

const nodeEnvs = ['development', 'production', 'test'] as const;

function nodeEnv(): StartConfig['nodeEnv'] {
  const raw = process.env.NODE_ENV || 'development';
  if (!(nodeEnvs as readonly string[]).includes(raw)) {
    throw new Error(`NODE_ENV must be one of ${nodeEnvs.join(', ')}, got "${raw}"`);
  }
  return raw as StartConfig['nodeEnv'];
}

/**
 * A secret from the environment. Signing sessions or encrypting TOTP seeds with a key that is
 * in the source code is fine on a laptop and a break-in anywhere else, so production stops.
 */
function secret(name: string, env: StartConfig['nodeEnv']): string | null {
  const value = process.env[name];
  if (value === undefined || value === '') {
    if (env === 'production') {
      throw new Error(`${name} is required when NODE_ENV=production (at least 32 characters)`);
    }
    return null;
  }
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return value;
}

export function readStartConfig(argv: string[]): StartConfig {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const unknown = argv.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    throw new Error(`Unknown option ${unknown.join(' ')}; the only option is --reset`);
  }
  const env = nodeEnv();
  return {
    databaseUrl: process.env.DATABASE_URL || null,
    nodeEnv: env,
    host: process.env.HOST || '127.0.0.1',
    port: port('PORT', 3000),
    sessionSecret: secret('SESSION_SECRET', env),
    totpEncryptionKey: secret('TOTP_ENCRYPTION_KEY', env),
    captchaHmacKey: secret('CAPTCHA_HMAC_KEY', env),
    videoUrlSecret: secret('VIDEO_URL_SECRET', env),
    integrations: {
      scoreboard: endpoint('SCOREBOARD_URL', 'SCOREBOARD_TOKEN'),
      workflowService: endpoint('WORKFLOW_SERVICE_URL', 'WORKFLOW_SERVICE_TOKEN'),
    },
    gateway: gatewaySettings(),
    embeddedPort: port('EMBEDDED_PG_PORT', 54329),
    dataDir: path.join(root, '.data'),
    reset: argv.includes('--reset'),
    logLevel: process.env.LOG_LEVEL || 'warn',
  };
}

/** Settings of the demo seeder run by docker-compose's `seed` service. */
export interface SeedConfig {
  databaseUrl: string;
  eventStore: { kind: 'postgres' } | { kind: 'kurrentdb'; connectionString: string };
}

export function readSeedConfig(): SeedConfig {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required to seed the demo');
  const kind = process.env.EVENT_STORE || 'postgres';
  if (kind === 'postgres') return { databaseUrl, eventStore: { kind } };
  if (kind !== 'kurrentdb') {
    throw new Error(`EVENT_STORE must be "postgres" or "kurrentdb", got "${kind}"`);
  }
  const connectionString = process.env.KURRENTDB_URL;
  if (!connectionString) throw new Error('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
  return { databaseUrl, eventStore: { kind, connectionString } };
}
