import type { ImportJobPolicy } from './providers/import-jobs';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import { videoLimits } from '@courtside/events';

const developmentSecret = 'courtside-development-session-secret-change-me';
const developmentTotpKey = 'courtside-development-totp-encryption-key-change-me';
const developmentCaptchaKey = 'courtside-development-captcha-hmac-key-change-me';
const developmentVideoUrlSecret = 'courtside-development-video-url-secret-change-me';
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const schema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  HOST: yup.string().default('0.0.0.0'),
  DATABASE_URL: yup.string().required(),
  // Not yup's url(): it rejects docker-compose host names such as http://command:3001.
  COMMAND_SERVICE_URL: yup
    .string()
    .default('http://127.0.0.1:3001')
    .test('http-url', 'COMMAND_SERVICE_URL must be an http(s) URL', (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }),
  SESSION_SECRET: yup
    .string()
    .min(32)
    .when('NODE_ENV', {
      is: 'production',
      then: (s) => s.required('SESSION_SECRET is required when NODE_ENV=production'),
    }),
  // Encrypts admins' TOTP seeds at rest; changing it makes every enrolled admin re-enrol.
  TOTP_ENCRYPTION_KEY: yup
    .string()
    .min(32)
    .when('NODE_ENV', {
      is: 'production',
      then: (s) => s.required('TOTP_ENCRYPTION_KEY is required when NODE_ENV=production'),
    }),
  // Express "trust proxy": false, true, a hop count, or a list of addresses/subnets.
  TRUST_PROXY: yup.string().default('false'),
  WEB_DIST: yup.string().default(defaultWebDist),
  // History replay reads the event log: the same store command-service writes.
  EVENT_STORE: yup
    .mixed<'postgres' | 'kurrentdb'>()
    .oneOf(['postgres', 'kurrentdb'], "EVENT_STORE must be 'postgres' or 'kurrentdb'")
    .default('postgres'),
  KURRENTDB_URL: yup.string().when('EVENT_STORE', {
    is: 'kurrentdb',
    then: (s) => s.required('KURRENTDB_URL is required when EVENT_STORE=kurrentdb'),
  }),
  // Mail (password resets): SMTP when SMTP_URL is set, else one .eml file per message here.
  SMTP_URL: yup.string().trim().optional(),
  MAIL_FROM: yup.string().trim().default('Courtside <no-reply@courtside.local>'),
  MAIL_OUTBOX_DIR: yup.string().trim().default('.data/outbox'),
  // Where links in mail point (the public web app's origin).
  APP_URL: yup
    .string()
    .trim()
    .default('http://localhost:3000')
    .test('app-url', 'APP_URL must be an http(s) URL', (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }),
  // Uploaded files (team logos), served read-only under /api/uploads.
  UPLOADS_DIR: yup.string().trim().default('.data/uploads'),
  // Officials' match files: never inside UPLOADS_DIR or WEB_DIST, which are served as they are.
  MATCH_FILES_DIR: yup.string().trim().default('.data/match-files'),
  // Issue 10 (PUB-FORMS): the self-hosted captcha (ALTCHA) signs its challenges with this key;
  // the difficulty is the largest number the browser may have to try.
  CAPTCHA_HMAC_KEY: yup
    .string()
    .min(32)
    .when('NODE_ENV', {
      is: 'production',
      then: (s) => s.required('CAPTCHA_HMAC_KEY is required when NODE_ENV=production'),
    }),
  CAPTCHA_MAX_NUMBER: yup.number().integer().min(10).max(10_000_000).default(100_000),
  // Issue 11: where match videos and their posters are kept (a local folder).
  VIDEO_STORAGE_DIR: yup.string().trim().default('.data/videos'),
  // Issue 11: signs the short-lived links videos are watched through.
  VIDEO_URL_SECRET: yup
    .string()
    .min(32)
    .when('NODE_ENV', {
      is: 'production',
      then: (s) => s.required('VIDEO_URL_SECRET is required when NODE_ENV=production'),
    }),
  // Who hears of a new contact-form thread (comma-separated), until platform settings say.
  CONTACT_NOTIFY_TO: yup.string().trim().default(''),
  // Issue 11 (videos): ffmpeg/ffprobe override the npm-installed binaries; the upload limit in
  // bytes; where kept videos live (a local folder, or S3-compatible storage with its S3_* keys).
  FFMPEG_PATH: yup.string().trim().optional(),
  FFPROBE_PATH: yup.string().trim().optional(),
  VIDEO_MAX_BYTES: yup.number().integer().min(1).default(videoLimits.defaultMaxBytes),
  PUBLIC_CACHE_MB: yup.number().integer().min(0).max(4096).default(32),
  VIDEO_STORAGE: yup
    .mixed<'local' | 's3'>()
    .oneOf(['local', 's3'], "VIDEO_STORAGE must be 'local' or 's3'")
    .default('local'),
  VIDEO_STAGING_DIR: yup.string().trim().default('.data/video-uploads'),
  S3_URL: yup.string().trim().optional(),
  S3_BUCKET: yup
    .string()
    .trim()
    .when('VIDEO_STORAGE', {
      is: 's3',
      then: (s) => s.required('S3_BUCKET is required when VIDEO_STORAGE=s3'),
    }),
  S3_ACCESS_KEY: yup.string().trim().optional(),
  S3_SECRET_KEY: yup.string().trim().optional(),
  S3_REGION: yup.string().trim().default('us-east-1'),
  GENIUS_SPORTS_URL: yup.string().trim().optional(),
  GENIUS_SPORTS_API_KEY: yup.string().trim().optional(),
  PROVIDER_TIMEOUT_MS: yup.number().integer().min(100).default(10_000),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

/** The gateway's validated configuration. */
export interface GatewayConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Address to bind; all interfaces unless set. */
  host?: string;
  databaseUrl: string;
  commandServiceUrl: string;
  sessionSecret: string;
  /** True when SESSION_SECRET was not set and the development default is in use. */
  usingDevelopmentSecret?: boolean;
  /** Key material for the AES-256-GCM encryption of TOTP seeds. */
  totpEncryptionKey: string;
  /** True when TOTP_ENCRYPTION_KEY was not set and the development default is in use. */
  usingDevelopmentTotpKey?: boolean;
  trustProxy: boolean | number | string;
  webDist: string;
  logLevel: string;
  /** Genius Sports Warehouse (issue 12); absent: its screens say it is not configured. */
  geniusSports?: { url: string; apiKey: string } | null;
  /** How long one data provider request may take (ms); 10 s when absent. */
  /** Provider import jobs' retries and expiry (tests shrink them); the defaults otherwise. */
  providerImportJobs?: Partial<ImportJobPolicy>;
  providerTimeoutMs?: number;
  /** Where the event log lives; PostgreSQL (DATABASE_URL) unless 'kurrentdb'. */
  eventStore?: 'postgres' | 'kurrentdb';
  /** Set exactly when `eventStore` is 'kurrentdb'. */
  kurrentdbUrl?: string | null;
  /** Folder of uploaded files (team logos); `.data/uploads` when absent. */
  uploadsDir?: string;
  /** Folder of officials' match files, served only through checked routes; `.data/match-files` when absent. */
  matchFilesDir?: string;
  /** SMTP server for outgoing mail (smtp:// or smtps://); absent: mail goes to the outbox. */
  smtpUrl?: string | null;
  /** The From of outgoing mail. */
  mailFrom?: string;
  /** Folder of the local outbox (one .eml per message) used when no SMTP server is set. */
  mailOutboxDir?: string;
  /** The web app's origin, for links in mail (password reset). */
  appUrl?: string;
  /** HMAC key of the captcha's challenges; never logged or answered. A test default when absent. */
  captchaHmacKey?: string;
  /** The captcha's difficulty (largest number to try); low in tests, never skipped. */
  captchaMaxNumber?: number;
  /** Folder of the match videos and posters; `.data/videos` when absent. */
  videoStorageDir?: string;
  /** HMAC key of the signed video links; never logged or answered. A development default when absent. */
  videoUrlSecret?: string;
  /** Addresses told of each new contact-form thread when the platform's contact tab names none. */
  contactNotifyTo?: string[];
  /** ffmpeg and ffprobe to run instead of the npm-installed ones; null: those. */
  ffmpegPath?: string | null;
  ffprobePath?: string | null;
  /** The largest video an upload may send, in bytes (2 GiB unless VIDEO_MAX_BYTES says). */
  videoMaxBytes?: number;
  /** Where kept videos live: a local folder (default) or S3-compatible storage. */
  videoStorage?: 'local' | 's3';
  /** Where unfinished (tus) uploads are staged; `.data/video-uploads` when absent. */
  videoStagingDir?: string;
  /** S3-compatible storage (VIDEO_STORAGE=s3): endpoint, bucket, keys (never logged), region. */
  s3Url?: string | null;
  s3Bucket?: string | null;
  s3AccessKey?: string | null;
  s3SecretKey?: string | null;
  s3Region?: string;
  /**
   * Bytes the serialized public answers may hold (issue 13); 0 turns the cache off. Unset: the
   * default 32 MiB (PUBLIC_CACHE_MB).
   */
  publicCacheBytes?: number;
}

/** Thrown when the environment is invalid; the message names the variable. */
export class ConfigError extends Error {}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads and validates the environment once; the only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  let parsed: yup.InferType<typeof schema>;
  try {
    parsed = schema.validateSync(env, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ConfigError(`Invalid gateway configuration: ${error.errors.join('; ')}`);
    }
    throw error;
  }
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    commandServiceUrl: parsed.COMMAND_SERVICE_URL.replace(/\/+$/, ''),
    sessionSecret: parsed.SESSION_SECRET ?? developmentSecret,
    usingDevelopmentSecret: parsed.SESSION_SECRET === undefined,
    totpEncryptionKey: parsed.TOTP_ENCRYPTION_KEY ?? developmentTotpKey,
    usingDevelopmentTotpKey: parsed.TOTP_ENCRYPTION_KEY === undefined,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    webDist: parsed.WEB_DIST,
    logLevel: parsed.LOG_LEVEL,
    geniusSports:
      parsed.GENIUS_SPORTS_URL && parsed.GENIUS_SPORTS_API_KEY
        ? { url: parsed.GENIUS_SPORTS_URL, apiKey: parsed.GENIUS_SPORTS_API_KEY }
        : null,
    providerTimeoutMs: parsed.PROVIDER_TIMEOUT_MS,
    eventStore: parsed.EVENT_STORE,
    kurrentdbUrl: parsed.EVENT_STORE === 'kurrentdb' ? (parsed.KURRENTDB_URL ?? null) : null,
    uploadsDir: parsed.UPLOADS_DIR,
    matchFilesDir: parsed.MATCH_FILES_DIR,
    smtpUrl: parsed.SMTP_URL || null,
    mailFrom: parsed.MAIL_FROM,
    mailOutboxDir: parsed.MAIL_OUTBOX_DIR,
    appUrl: parsed.APP_URL.replace(/\/+$/, ''),
    captchaHmacKey: parsed.CAPTCHA_HMAC_KEY ?? developmentCaptchaKey,
    captchaMaxNumber: parsed.CAPTCHA_MAX_NUMBER,
    videoStorageDir: parsed.VIDEO_STORAGE_DIR,
    videoUrlSecret: parsed.VIDEO_URL_SECRET ?? developmentVideoUrlSecret,
    contactNotifyTo: parsed.CONTACT_NOTIFY_TO.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    ffmpegPath: parsed.FFMPEG_PATH || null,
    ffprobePath: parsed.FFPROBE_PATH || null,
    videoMaxBytes: parsed.VIDEO_MAX_BYTES,
    videoStorage: parsed.VIDEO_STORAGE,
    videoStagingDir: parsed.VIDEO_STAGING_DIR,
    s3Url: parsed.S3_URL || null,
    s3Bucket: parsed.S3_BUCKET || null,
    s3AccessKey: parsed.S3_ACCESS_KEY || null,
    s3SecretKey: parsed.S3_SECRET_KEY || null,
    s3Region: parsed.S3_REGION,
    publicCacheBytes: parsed.PUBLIC_CACHE_MB * 1024 * 1024,
  };
}
