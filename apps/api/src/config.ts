import path from 'node:path';
import { z } from 'zod';
import { ZBotCheckProvider } from '@papertray/contract';
import { REPO_ROOT } from './platform/paths';
import {
  ZStorageEnv,
  storageConfigProblems,
  toStorageConfig,
} from './platform/storage/storage-config';
import { GREETING_PAUSES } from './modules/smtp-receiver/greeting-pause';

/**
 * The whole server configuration, parsed once from environment variables (and `.env`, loaded by
 * main.ts). Names are fixed by docs/CONFIGURATION.md; tests and scripts rely on them.
 */
const ROLE_NAMES = ['web', 'worker', 'scheduler', 'smtp'] as const;

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  PGLITE_SHARED_BUFFERS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size like 32MB')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.url('PUBLIC_URL must be an absolute URL').optional()),
  BOT_CHECK: optionalString.pipe(ZBotCheckProvider.optional()),
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  OIDC_ISSUER: optionalString.pipe(z.url('OIDC_ISSUER must be an absolute URL').optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_AUDIENCE: optionalString,
  OIDC_BUTTON_LABEL: z.string().default('Continue with Auth0'),
  MAIL_DOMAIN: z.string().trim().min(1).default('localhost'),
  MAIL_FROM: optionalString,
  SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  SMTP_URL: optionalString,
  SMTP_HOST: z.string().default('0.0.0.0'),
  SMTP_HOSTNAME: optionalString,
  SMTP_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(100),
  SMTP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SMTP_GREETING_PAUSE: z.enum(GREETING_PAUSES).default('new-clients'),
  SMTP_TLS_CERT: optionalString,
  SMTP_TLS_KEY: optionalString,
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  ROLES: z
    .string()
    .default(ROLE_NAMES.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLE_NAMES)).min(1, 'ROLES must name at least one role')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  ALTCHA_HMAC_KEY: optionalString.pipe(
    z.string().min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters').optional(),
  ),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SUPPORT_EMAIL: optionalString,
  BOOKING_URL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  LLM_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL' }).optional(),
  ),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  STRIPE_API_URL: optionalString.pipe(z.url('STRIPE_API_URL must be an absolute URL').optional()),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  INBOX_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(59).default(5),
  INBOX_SYNC_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(120),
  IMAP_IDLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  IMAP_IDLE_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(200),
  ...ZStorageEnv.shape,
});

export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

/**
 * Relative DATA_DIR values resolve against the directory the user ran npm in (npm exports it as
 * INIT_CWD), not apps/api where the workspace script runs; the default `./data` always means the
 * repository's data folder.
 */
function resolveDataDir(value: string | undefined, env: NodeJS.ProcessEnv): string {
  if (!value) return path.join(REPO_ROOT, 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

function toConfig(env: z.infer<typeof ZEnv>, raw: NodeJS.ProcessEnv) {
  const botCheck = env.BOT_CHECK ?? (env.TURNSTILE_SECRET_KEY ? 'turnstile' : 'altcha');
  if (botCheck === 'turnstile' && (!env.TURNSTILE_SECRET_KEY || !env.TURNSTILE_SITE_KEY)) {
    throw new ConfigError(
      'BOT_CHECK=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (or use BOT_CHECK=altcha)',
    );
  }
  const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1) {
    throw new ConfigError('OIDC_ISSUER and OIDC_CLIENT_ID must be set together');
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    throw new ConfigError('LLM_MODEL must be set with LLM_BASE_URL (the model to ask)');
  }
  if (Boolean(env.SMTP_TLS_CERT) !== Boolean(env.SMTP_TLS_KEY)) {
    throw new ConfigError('SMTP_TLS_CERT and SMTP_TLS_KEY must be set together');
  }
  const storageProblems = storageConfigProblems(env);
  if (storageProblems.length > 0) throw new ConfigError(storageProblems.join('\n'));
  const dataDir = resolveDataDir(env.DATA_DIR, raw);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    /** PostgreSQL only: when a statement or a connection is given up on (decision 073). */
    databaseTimeouts: {
      queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    },
    /** PGlite's shared_buffers; null: the default in platform/db/pglite.ts. */
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS ?? null,
    publicUrl,
    botCheck: {
      provider: botCheck,
      turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? null,
      turnstileSecretKey: env.TURNSTILE_SECRET_KEY ?? null,
    },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            audience: env.OIDC_AUDIENCE ?? null,
            buttonLabel: env.OIDC_BUTTON_LABEL,
          }
        : null,
    mail: {
      domain: env.MAIL_DOMAIN,
      from: env.MAIL_FROM ?? `Papertray <no-reply@${env.MAIL_DOMAIN}>`,
      smtpPort: env.SMTP_PORT,
      smtpUrl: env.SMTP_URL ?? null,
    },
    /** The per-project receiving addresses' MX (role `smtp`); see docs/RECEIVING-MAIL.md. */
    smtpReceiver: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      hostname: env.SMTP_HOSTNAME ?? env.MAIL_DOMAIN,
      maxMessageBytes: env.SMTP_MAX_MESSAGE_BYTES,
      maxConnections: env.SMTP_MAX_CONNECTIONS,
      perClientPerMinute: env.SMTP_RATE_LIMIT_PER_MINUTE,
      greetingPause: env.SMTP_GREETING_PAUSE,
      tlsCertPath: env.SMTP_TLS_CERT ?? null,
      tlsKeyPath: env.SMTP_TLS_KEY ?? null,
    },
    storage: env.STORAGE,
    storageConfig: toStorageConfig(env, dataDir),
    /** Minutes between scheduled syncs of every active inbox. */
    inboxSyncIntervalMinutes: env.INBOX_SYNC_INTERVAL_MINUTES,
    /** How long a sync's lease lasts unrenewed: a SIGKILLed worker blocks its inbox this long. */
    inboxSyncLeaseSeconds: env.INBOX_SYNC_LEASE_SECONDS,
    imapIdle: { enabled: env.IMAP_IDLE, maxConnections: env.IMAP_IDLE_MAX_CONNECTIONS },
    roles: env.ROLES,
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET ?? null,
    encryptionKey: env.ENCRYPTION_KEY ?? null,
    altchaHmacKey: env.ALTCHA_HMAC_KEY ?? null,
    authRateLimit: env.AUTH_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    supportEmail: env.SUPPORT_EMAIL ?? `support@${env.MAIL_DOMAIN}`,
    bookingUrl: env.BOOKING_URL ?? null,
    /** Stripe Checkout when a secret key is set; otherwise the built-in demo checkout. */
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null,
    /**
     * An OpenAI-compatible model that fills the fields text extraction left empty or unsure
     * (docs/DOCUMENTS.md); null (the default) keeps extraction fully offline.
     */
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            model: env.LLM_MODEL,
            apiKey: env.LLM_API_KEY,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : null,
    /** Bearer token for /api/metrics; null keeps the endpoint off. */
    metricsToken: env.METRICS_TOKEN ?? null,
  };
}

/** Parses the environment; throws ConfigError with every problem listed, one per line. */
export function loadConfig(raw: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data, raw);
}
