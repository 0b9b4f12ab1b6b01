/**
 * Configuration, read from the environment once and validated at boot. Every default runs offline on
 * the embedded database; production refuses to start without the secrets it must not invent and without
 * its outside services (payments, e-mail, text messages), unless TEST_MODE names the ones that may run on
 * their offline test doubles (docs/decisions/0007-production-fails-closed.md).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The sender outside production (the demo mailbox's): a placeholder that no mail server accepts. */
export const MAIL_FROM_DEFAULT = 'UpKeep <no-reply@upkeep.local>';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The token-signing secret; generated and kept in DATA_DIR when absent (not in production). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The origin browsers call the API from, for CORS; by default only the product's own origin. */
  CORS_ORIGIN: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  SEED_DEMO: boolFromEnv.optional(),
  /**
   * The browser suite's hooks (POST /api/dev/tickets/:id/visit-now): outside production only, and only when
   * set (e2e/playwright.config.ts sets it for the server it starts).
   */
  UPKEEP_TEST_HOOKS: boolFromEnv.optional(),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(MAIL_FROM_DEFAULT),
  /** How often the notification worker looks for due messages (it is also woken on every new one). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(500).default(2000),
  /** A failed message is tried again after about this many seconds, each later retry about twice as late. */
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint (POST /api/payments/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The signing secret of the Stripe Connect webhook endpoint (POST /api/payments/stripe/connect-webhook). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /**
   * Production only: the outside services allowed to run on their offline test doubles, by name
   * (`payments,mail,sms` or `all`). Outside production the offline defaults need no permission.
   */
  TEST_MODE: z.string().optional(),
  /** A query slower than this is logged with its statement's name and duration (0 logs every query). */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(250),
  /** Server processes `npm start` runs (Node's cluster); more than one needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Redis for the request rate limiter's counters, shared by every process (optional). */
  REDIS_URL: z.string().url().optional(),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, no metrics are served. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Which proxies' X-Forwarded-For names the client (rate limits and abuse limits count per client address):
   * `true`, `false`, a number of hops, or a comma-separated list of addresses and CIDR ranges. Unset: every
   * proxy in production (the product sits behind a load balancer), none otherwise.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
      'must be true, false, a number of hops or addresses',
    )
    .optional(),
  /** Days after which old rows are purged (modules/operations/system/purge.ts). */
  PURGE_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PURGE_SANDBOX_INTENT_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  PURGE_INVITE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export type Env = z.infer<typeof envSchema>;

/** The outside services that have an offline test double (the gazetteer is real data: see docs/decisions/0007). */
export const TEST_SERVICES = ['payments', 'mail', 'sms'] as const;
export type TestService = (typeof TEST_SERVICES)[number];

/** What each service needs in production, in the words of the refusal. */
const REQUIRED_IN_PRODUCTION: Record<TestService, { label: string; variables: (keyof Env)[] }> = {
  payments: {
    label: 'payments',
    variables: [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
    ],
  },
  mail: { label: 'e-mail', variables: ['SMTP_URL'] },
  sms: { label: 'text messages', variables: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] },
};

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  jwtSecret: string;
  /** Where people reach the product (links in e-mails). */
  publicUrl: string;
  corsOrigin: string | false;
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: number;
  rateLimitMax: number;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe. */
  trustProxy: boolean | number | string;
  seedDemo: boolean;
  /** The browser suite's test-only endpoints (modules/operations/test-hooks): never in production, whatever is set. */
  testHooks: boolean;
  webDist: string;
  mail: { mode: 'smtp'; url: string; from: string } | { mode: 'mailbox'; from: string };
  /** The embedded default's mailbox directory (DATA_DIR/mailbox). */
  mailboxDir: string;
  outboxPollMs: number;
  messageRetryDelaySeconds: number;
  payments:
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | null;
        connectWebhookSecret: string | null;
      }
    | { provider: 'sandbox'; publishableKey: null };
  sms: { mode: 'twilio'; accountSid: string; authToken: string; from: string } | { mode: 'log' };
  geo: { mode: 'maps'; apiKey: string } | { mode: 'gazetteer' };
  /**
   * The outside services running on their offline test doubles: in development and tests whichever is not
   * configured; in production only those TEST_MODE names (else the server refuses to start). Production
   * labels every page while this is not empty.
   */
  testMode: TestService[];
  slowQueryMs: number;
  /** How many server processes to run (1: this one). */
  webConcurrency: number;
  /** Redis for the rate limiter (null: PostgreSQL when on a server, the process's memory when embedded). */
  redisUrl: string | null;
  /** The bearer token of GET /metrics (null: metrics are not served). */
  metricsToken: string | null;
  purge: { outboxDays: number; sandboxIntentDays: number; inviteDays: number };
}

/**
 * Whether a sender ('UpKeep <bookings@yourdomain.com>' or a bare address) is at a domain that can receive mail: not a
 * name reserved for tests, examples or a local network (RFC 2606, RFC 6761), nor a name without a dot.
 */
export function deliverableSender(value: string | undefined): boolean {
  if (!value) return false;
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value.trim();
  const domain = /^[^@\s]+@([^@\s]+)$/.exec(address)?.[1]?.toLowerCase();
  if (!domain?.includes('.')) return false;
  return !/(^|\.)(local|localhost|test|example|invalid|internal|lan|home\.arpa|example\.(com|net|org))$/.test(domain);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  const problems: string[] = [];
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither');
  }
  const allowed = parseTestMode(env.TEST_MODE, problems);
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    problems.push('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process');
  }
  if (isProduction) {
    // Production fails closed: every outside service is configured, or explicitly allowed its test double.
    const missing: string[] = env.JWT_SECRET ? [] : ['JWT_SECRET'];
    for (const service of TEST_SERVICES) {
      const { variables } = REQUIRED_IN_PRODUCTION[service];
      const unset = variables.filter((name) => !env[name]);
      // Half a configuration is a mistake, whatever TEST_MODE says; none at all needs TEST_MODE's permission.
      if (unset.length === variables.length ? !allowed.has(service) : unset.length > 0) missing.push(...unset);
    }
    // Mail that is really sent needs a sender whose domain receives mail: the default is a placeholder (issue 48).
    if (env.SMTP_URL && !deliverableSender(source.MAIL_FROM)) {
      problems.push(
        `NODE_ENV=production sends mail through SMTP_URL: set MAIL_FROM to a sender at a domain that receives mail ("UpKeep <bookings@yourdomain.com>"; ${MAIL_FROM_DEFAULT} is a placeholder)`,
      );
    }
    if (missing.length) {
      const allowable = TEST_SERVICES.filter((service) =>
        REQUIRED_IN_PRODUCTION[service].variables.every((name) => !env[name] && !allowed.has(service)),
      );
      const hint = allowable.length
        ? ` (or, for a test installation, TEST_MODE=${allowable.join(',')} runs ${allowable.map((s) => REQUIRED_IN_PRODUCTION[s].label).join(', ')} on offline test doubles, labelled on every page)`
        : '';
      problems.push(`NODE_ENV=production requires ${missing.join(', ')}${hint}`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  const publicUrl = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  const payments: Config['payments'] =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? {
          provider: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
        }
      : { provider: 'sandbox', publishableKey: null };
  const mail: Config['mail'] = env.SMTP_URL
    ? { mode: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
    : { mode: 'mailbox', from: env.MAIL_FROM };
  const sms: Config['sms'] =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? { mode: 'twilio', accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
      : { mode: 'log' };
  const simulated: Record<TestService, boolean> = {
    payments: payments.provider === 'sandbox',
    mail: mail.mode === 'mailbox',
    sms: sms.mode === 'log',
  };
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    corsOrigin: env.CORS_ORIGIN ?? new URL(publicUrl).origin,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, isProduction),
    // Demo data never reaches production, whatever SEED_DEMO says.
    seedDemo: !isProduction && (env.SEED_DEMO ?? true),
    // Test hooks move tickets in time: never in production, whatever UPKEEP_TEST_HOOKS says.
    testHooks: !isProduction && (env.UPKEEP_TEST_HOOKS ?? false),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/build/client')),
    mail,
    mailboxDir: path.join(dataDir, 'mailbox'),
    outboxPollMs: env.OUTBOX_POLL_MS,
    messageRetryDelaySeconds: env.MESSAGE_RETRY_DELAY_SECONDS,
    payments,
    sms,
    geo: env.GOOGLE_MAPS_API_KEY ? { mode: 'maps', apiKey: env.GOOGLE_MAPS_API_KEY } : { mode: 'gazetteer' },
    testMode: TEST_SERVICES.filter((service) => simulated[service]),
    slowQueryMs: env.SLOW_QUERY_MS,
    webConcurrency: env.WEB_CONCURRENCY,
    redisUrl: env.REDIS_URL ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    purge: {
      outboxDays: env.PURGE_OUTBOX_DAYS,
      sandboxIntentDays: env.PURGE_SANDBOX_INTENT_DAYS,
      inviteDays: env.PURGE_INVITE_DAYS,
    },
  };
}

/** TRUST_PROXY as Fastify takes it (the variable's shape is checked by the schema above). */
function parseTrustProxy(value: string | undefined, isProduction: boolean): boolean | number | string {
  if (value === undefined) return isProduction;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** TEST_MODE's names (`payments,mail,sms`, `all`, or empty); an unknown name is a problem, not ignored. */
function parseTestMode(value: string | undefined, problems: string[]): Set<TestService> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const services = new Set<TestService>();
  for (const name of names) {
    if (name === 'all') for (const service of TEST_SERVICES) services.add(service);
    else if ((TEST_SERVICES as readonly string[]).includes(name)) services.add(name as TestService);
    else problems.push(`TEST_MODE: unknown service '${name}' (use payments, mail, sms or all)`);
  }
  return services;
}

/** The embedded default's signing secret: made once, kept in DATA_DIR (mode 600), reused after. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
