import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Tandem <no-reply@tandem.local>'),
  ROOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'letters and digits, 4-20')
    .default('root'),
  ROOT_PASSWORD: optionalText,
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'letters and digits, 4-20')
    .default('admin'),
  ADMIN_PASSWORD: optionalText,
  BUSINESS_TZ: z
    .string()
    .default('Asia/Singapore')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'not a known IANA time zone'),
  CHAIN_RPC_URL: optionalText,
  CHAIN_ID: z.coerce.number().int().positive().optional(),
  STAKING_CONTRACT: optionalText,
  TOKEN_CONTRACT: optionalText,
  /** The platform's BEP-20 deposit address(es) the watcher reads transfers to; comma-separated. */
  DEPOSIT_ADDRESS: optionalText,
  /** Blocks after which a deposit counts as final when the RPC answers no `finalized` block. */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(10_000).default(15),
  /** The first block the deposit watcher reads; by default the chain's finalized block at its first run. */
  CHAIN_DEPOSITS_FROM_BLOCK: z.coerce.number().int().min(0).optional(),
  /** The deposit watcher in this process: on by default when a chain is configured, off under NODE_ENV=test. */
  CHAIN_DEPOSIT_WATCHER: z.enum(['on', 'off']).optional(),
  CHAIN_SCAN_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(3_000),
  /** WalletConnect Cloud project id; unset (the default), the wallet picker offers no WalletConnect. */
  WALLETCONNECT_PROJECT_ID: optionalText,
  PRODUCT_NAME: z.string().min(1).default('Tandem'),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines on a terminal, JSON (one object per line) when the output goes to a file or a collector.
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  // Housekeeping: how long ended sessions, used or expired codes, sent mail and idempotency keys are kept.
  HOUSEKEEPING: z.enum(['on', 'off']).optional(),
  // Seals secrets at rest (staff TOTP secrets): 32 random bytes, base64 or hex. Required in production.
  SECRETS_KEY: optionalText,
  // /metrics answers this bearer token; without one, only requests from this machine (loopback).
  METRICS_TOKEN: optionalText,
  RETAIN_SESSIONS_DAYS: z.coerce.number().int().min(1).default(30),
  RETAIN_CODES_DAYS: z.coerce.number().int().min(1).default(7),
  RETAIN_IDEMPOTENCY_DAYS: z.coerce.number().int().min(1).default(30),
  RETAIN_SENT_MAIL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Public origin used in mails and SIWE; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalText,
  /** Where the built web app lives; the server serves it when it exists. */
  WEB_DIST_DIR: optionalText,
  /** Rate limits and lock-outs are on unless a test run turns them down explicitly. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /**
   * Valkey/Redis shared by every server (redis:// or rediss://): rate limits are counted there, so N
   * servers behind a load balancer allow what one does. Unset, each process counts in its own memory.
   */
  REDIS_URL: optionalText.refine(
    (url) => url === undefined || /^rediss?:\/\/[^\s]+$/.test(url),
    'a redis:// or rediss:// URL',
  ),
  /** Prefix of every key this deployment writes to Redis, so several can share one server. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - (at most 64)')
    .default('tandem:'),
  /**
   * Which proxies may set X-Forwarded-For: unset trusts none (the socket address is the client),
   * otherwise a comma-separated list of addresses/CIDRs, or a hop count.
   */
  TRUST_PROXY: optionalText,
  /** The daily settlement job in this process: on by default, off under NODE_ENV=test. */
  SETTLEMENT_SCHEDULER: z.enum(['on', 'off']).optional(),
  /** The mail outbox's sender in this process: on by default, off under NODE_ENV=test (tests drain it themselves). */
  MAIL_OUTBOX_WORKER: z.enum(['on', 'off']).optional(),
  /** e2e only: POST /api/test/clock moves the server's time on and settles; refused in production. */
  TEST_CLOCK_CONTROL: z.enum(['0', '1']).default('0'),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * A server that takes traffic in production seals secrets at rest, so it does not start without the key.
 * (Tools that only read the database, such as the ledger audit, load the config without this check.)
 */
export function checkServerConfig(config: Config): void {
  if (config.env === 'production' && !config.secretsKey) {
    throw new Error(
      'Invalid configuration: SECRETS_KEY is required in production to seal secrets at rest ' +
        '(make one with: openssl rand -base64 32; `npm start` keeps one in DATA_DIR/secrets.key)',
    );
  }
}

/** The 32-byte key from SECRETS_KEY: base64 (44 characters) or hex (64); null when it is neither. */
export function parseSecretsKey(text: string): Buffer | null {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

/** Parses the environment once at boot; a bad value stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK_CONTROL === '1' && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration: TEST_CLOCK_CONTROL=1 moves the server clock and cannot run with NODE_ENV=production',
    );
  }
  const secretsKey = e.SECRETS_KEY === undefined ? undefined : parseSecretsKey(e.SECRETS_KEY);
  if (secretsKey === null) {
    throw new Error('Invalid configuration: SECRETS_KEY must be 32 bytes, as base64 (44 characters) or hex (64)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rootUsername: e.ROOT_USERNAME,
    rootPassword: e.ROOT_PASSWORD,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    businessTz: e.BUSINESS_TZ,
    chain: {
      rpcUrl: e.CHAIN_RPC_URL,
      chainId: e.CHAIN_ID,
      stakingContract: e.STAKING_CONTRACT,
      tokenContract: e.TOKEN_CONTRACT,
      depositAddresses: (e.DEPOSIT_ADDRESS ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      confirmations: e.CHAIN_CONFIRMATIONS,
      depositsFromBlock: e.CHAIN_DEPOSITS_FROM_BLOCK === undefined ? undefined : BigInt(e.CHAIN_DEPOSITS_FROM_BLOCK),
      depositWatcher: e.CHAIN_DEPOSIT_WATCHER ? e.CHAIN_DEPOSIT_WATCHER === 'on' : e.NODE_ENV !== 'test',
      scanIntervalMs: e.CHAIN_SCAN_INTERVAL_MS,
    },
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID,
    productName: e.PRODUCT_NAME,
    // Demo data is on for the embedded default and off on PostgreSQL unless asked for.
    demoData: e.DEMO_DATA ? e.DEMO_DATA === '1' : !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    secretsKey,
    housekeeping: {
      run: e.HOUSEKEEPING ? e.HOUSEKEEPING === 'on' : e.NODE_ENV !== 'test',
      sessionsDays: e.RETAIN_SESSIONS_DAYS,
      codesDays: e.RETAIN_CODES_DAYS,
      idempotencyDays: e.RETAIN_IDEMPOTENCY_DAYS,
      sentMailDays: e.RETAIN_SENT_MAIL_DAYS,
    },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDistDir: e.WEB_DIST_DIR,
    rateLimitMax: e.RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    settlementScheduler: e.SETTLEMENT_SCHEDULER ? e.SETTLEMENT_SCHEDULER === 'on' : e.NODE_ENV !== 'test',
    mailOutboxWorker: e.MAIL_OUTBOX_WORKER ? e.MAIL_OUTBOX_WORKER === 'on' : e.NODE_ENV !== 'test',
    testClockControl: e.TEST_CLOCK_CONTROL === '1',
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function randomPassword(): string {
  // Letters and digits only, always with a digit, so it passes our own password rule.
  return `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}7`;
}
