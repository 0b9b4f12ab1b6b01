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

describe('loadConfig', () => {
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
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SEED_DEMO: 'true',
      DATA_DIR: tempDir(),
    });
    expect(config.seedDemo).toBe(false);
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
    });
  });
});
