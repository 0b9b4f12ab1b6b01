import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'upkeep-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A production environment with every outside service configured. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_x',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'UpKeep <bookings@upkeep-valley.com>',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+17025550100',
} as const;

/** The message of the ConfigError that loadConfig throws for this environment. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('runs several server processes only on a PostgreSQL server', () => {
    expect(refusal({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '2' })).toContain(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL',
    );
    const config = loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/upkeep' });
    expect(config.webConcurrency).toBe(4);
    expect(loadConfig({ DATA_DIR: tempDir() }).webConcurrency).toBe(1);
  });

  it('runs offline by default: embedded database in DATA_DIR, sandbox payments, local mailbox', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(config.payments.provider).toBe('sandbox');
    expect(config.mail.mode).toBe('mailbox');
    expect(config.sms.mode).toBe('log');
    expect(config.geo.mode).toBe('gazetteer');
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigin).toBe('http://127.0.0.1:3000');
  });

  it('generates the signing secret once, keeps it in DATA_DIR, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('refuses to start in production without a configured secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
  });

  it('never seeds demo data in production, even when asked', () => {
    const config = loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', DATA_DIR: tempDir() });
    expect(config.seedDemo).toBe(false);
  });

  it('turns the test hooks on only when asked, and never in production', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).testHooks).toBe(false);
    expect(loadConfig({ UPKEEP_TEST_HOOKS: '1', DATA_DIR: tempDir() }).testHooks).toBe(true);
    expect(loadConfig({ ...PRODUCTION, UPKEEP_TEST_HOOKS: '1', DATA_DIR: tempDir() }).testHooks).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/upkeep', DATA_DIR: tempDir() });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/upkeep', poolSize: 10 });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: tempDir() })).toThrow(
      /PORT.*DATABASE_URL|DATABASE_URL.*PORT/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
  });

  it('activates Stripe only with both keys', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', DATA_DIR: tempDir() })).toThrow(/STRIPE/);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      DATA_DIR: tempDir(),
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: null,
      connectWebhookSecret: null,
    });
  });

  it('reports the services on test doubles: outside production, whichever is not configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).testMode).toEqual(['payments', 'mail', 'sms']);
    const some = loadConfig({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(some.testMode).toEqual(['sms']);
  });
});

describe('loadConfig in production', () => {
  it('starts with every outside service configured, and no test mode', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: tempDir() });
    expect(config.payments.provider).toBe('stripe');
    expect(config.mail.mode).toBe('smtp');
    expect(config.sms.mode).toBe('twilio');
    expect(config.testMode).toEqual([]);
  });

  it('refuses to start without its outside services, naming every missing variable in one line', () => {
    const message = refusal({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    for (const name of [
      'JWT_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('\n');
    expect(message).toContain('TEST_MODE=payments,mail,sms');
  });

  it('names only what is missing, service by service', () => {
    const { SMTP_URL: _mail, STRIPE_WEBHOOK_SECRET: _webhook, ...rest } = PRODUCTION;
    const message = refusal({ ...rest, DATA_DIR: tempDir() });
    expect(message).toContain('STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('SMTP_URL');
    expect(message).not.toMatch(/STRIPE_SECRET_KEY|TWILIO|JWT_SECRET/);
  });

  it('never takes half a configuration, even in test mode', () => {
    const { TWILIO_FROM: _from, ...rest } = PRODUCTION;
    const message = refusal({ ...rest, TEST_MODE: 'all', DATA_DIR: tempDir() });
    expect(message).toContain('TWILIO_FROM');
    expect(message).not.toContain('TWILIO_AUTH_TOKEN');
  });

  it('runs a service on its test double only when TEST_MODE names it', () => {
    const { SMTP_URL: _mail, ...rest } = PRODUCTION;
    expect(refusal({ ...rest, TEST_MODE: 'payments', DATA_DIR: tempDir() })).toContain('SMTP_URL');
    const config = loadConfig({ ...rest, TEST_MODE: 'mail', DATA_DIR: tempDir() });
    expect(config.mail.mode).toBe('mailbox');
    expect(config.payments.provider).toBe('stripe');
    expect(config.testMode).toEqual(['mail']);
  });

  it('takes TEST_MODE=all or a list of names, and refuses an unknown name', () => {
    const bare = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    const all = loadConfig({ ...bare, TEST_MODE: 'all', DATA_DIR: tempDir() });
    expect(all.payments.provider).toBe('sandbox');
    expect(all.testMode).toEqual(['payments', 'mail', 'sms']);
    const listed = loadConfig({ ...bare, TEST_MODE: ' sms, Payments ,mail', DATA_DIR: tempDir() });
    expect(listed.testMode).toEqual(['payments', 'mail', 'sms']);
    expect(refusal({ ...bare, TEST_MODE: 'all,stripe', DATA_DIR: tempDir() })).toMatch(
      /TEST_MODE: unknown service 'stripe'/,
    );
  });

  it('keeps a configured service real when TEST_MODE names it too', () => {
    const config = loadConfig({ ...PRODUCTION, TEST_MODE: 'all', DATA_DIR: tempDir() });
    expect(config.payments.provider).toBe('stripe');
    expect(config.testMode).toEqual([]);
  });

  it('keeps the bundled gazetteer: real street data, not a test double', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: tempDir() });
    expect(config.geo.mode).toBe('gazetteer');
  });

  it('trusts X-Forwarded-For from every proxy in production and none elsewhere, unless TRUST_PROXY says', () => {
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: tempDir() }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false', DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2', DATA_DIR: tempDir() }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', DATA_DIR: tempDir() }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(refusal({ TRUST_PROXY: 'everyone', DATA_DIR: tempDir() })).toMatch(/TRUST_PROXY/);
  });
});

describe('the sender of production mail (issue 48)', () => {
  it('is required with SMTP_URL, at a domain that receives mail', () => {
    const { MAIL_FROM: _from, ...unset } = PRODUCTION;
    expect(refusal({ ...unset, DATA_DIR: tempDir() })).toContain('MAIL_FROM');
    for (const placeholder of [
      'UpKeep <no-reply@upkeep.local>',
      'bookings@example.com',
      'UpKeep <a@mail.test>',
      'a@localhost',
      'not an address',
    ]) {
      expect(refusal({ ...PRODUCTION, MAIL_FROM: placeholder, DATA_DIR: tempDir() }), placeholder).toContain(
        'MAIL_FROM',
      );
    }
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: tempDir() }).mail.from).toBe('UpKeep <bookings@upkeep-valley.com>');
  });

  it('is not asked for where no mail is sent (test doubles, development)', () => {
    const doubles = { NODE_ENV: 'production', TEST_MODE: 'all', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };
    expect(loadConfig(doubles).mail.from).toContain('upkeep.local');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', DATA_DIR: tempDir() }).mail.mode).toBe('smtp');
  });
});
