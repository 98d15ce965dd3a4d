import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      apiPort: 4000,
      sitePort: 4173,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4173',
      dataDir: path.resolve('/srv/app', '.data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: undefined,
      redisUrl: undefined,
      rateLimitScale: 1,
      logLevel: 'info',
      seedDemo: false,
    });
  });

  it('reads every variable and resolves DATA_DIR against the working directory', () => {
    const config = loadConfig(
      {
        API_PORT: '5000',
        SITE_PORT: '5173',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://gigs.example.au/',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db:5432/gigs',
        SMTP_URL: 'smtp://user:pass@mail:587',
        S3_BUCKET: 'resumes',
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        GOOGLE_MAPS_API_KEY: 'key',
        REDIS_URL: 'redis://cache:6379',
        RATE_LIMIT_SCALE: '2.5',
        LOG_LEVEL: 'debug',
        SEED_DEMO: 'false',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      apiPort: 5000,
      sitePort: 5173,
      host: '0.0.0.0',
      publicUrl: 'https://gigs.example.au',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://u:p@db:5432/gigs',
      s3: { bucket: 'resumes', region: 'ap-southeast-2', endpoint: undefined },
      rateLimitScale: 2.5,
      logLevel: 'debug',
      seedDemo: false,
    });
  });

  it('reads MAIL_FROM and TRUST_PROXY (default: only the site proxy on loopback)', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({}).mailFrom).toContain('Student Gigs');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ MAIL_FROM: 'Gigs <a@b.au>' }).mailFrom).toBe('Gigs <a@b.au>');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: '' }).apiPort).toBe(4000);
  });

  it('names a bad port and shows the value', () => {
    expect(problemsOf({ API_PORT: 'abc' })).toBe(
      'Invalid configuration:\n  - API_PORT must be an integer between 1 and 65535 (got "abc")',
    );
  });

  it('names every bad variable at once', () => {
    const message = problemsOf({
      API_PORT: '70000',
      SITE_PORT: '0',
      PUBLIC_URL: 'localhost',
      DATABASE_URL: 'mysql://db/gigs',
      SMTP_URL: 'http://mail',
      REDIS_URL: 'cache:6379',
      RATE_LIMIT_SCALE: '0',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'yes',
    });
    for (const name of [
      'API_PORT',
      'SITE_PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'REDIS_URL',
      'RATE_LIMIT_SCALE',
      'LOG_LEVEL',
      'SEED_DEMO',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('RATE_LIMIT_SCALE must be a positive number (got "0")');
  });

  it('rejects a non-numeric or negative rate-limit scale', () => {
    expect(problemsOf({ RATE_LIMIT_SCALE: 'fast' })).toContain(
      'RATE_LIMIT_SCALE must be a positive number',
    );
    expect(problemsOf({ RATE_LIMIT_SCALE: '-1' })).toContain(
      'RATE_LIMIT_SCALE must be a positive number',
    );
  });

  it('requires the whole S3 setup once any S3 variable is set', () => {
    const message = problemsOf({ S3_BUCKET: 'resumes' });
    expect(message).toContain('S3_REGION is required');
    expect(message).toContain('S3_ACCESS_KEY_ID is required');
    expect(message).toContain('S3_SECRET_ACCESS_KEY is required');
    expect(message).not.toContain('S3_BUCKET is required');
  });

  it('never echoes values that may hold credentials', () => {
    const message = problemsOf({ DATABASE_URL: 'mysql://admin:hunter2@db/gigs' });
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).not.toContain('hunter2');
  });

  it('looks up ABNs only with an ABR key, at the register unless ABR_URL says otherwise', () => {
    expect(loadConfig({}, '/srv/app').abr).toBeUndefined();
    // A base without its trailing slash still has the services beneath it.
    expect(loadConfig({ ABR_URL: 'http://127.0.0.1:9/json' }, '/srv/app').abr).toBeUndefined();
    const guid = '0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D';
    expect(loadConfig({ ABR_GUID: guid }, '/srv/app').abr).toEqual({
      guid,
      url: 'https://abr.business.gov.au/json/',
    });
    expect(loadConfig({ ABR_GUID: guid, ABR_URL: 'http://127.0.0.1:9/json' }).abr?.url).toBe(
      'http://127.0.0.1:9/json/',
    );
    expect(problemsOf({ ABR_URL: 'ftp://abr.example/' })).toContain(
      'ABR_URL must be an http(s) URL',
    );
  });

  it('refuses an ABR key that is not a GUID, without echoing it', () => {
    const message = problemsOf({ ABR_GUID: 'my-abr-key-1234' });
    expect(message).toContain('ABR_GUID must be the GUID the ABR issued');
    expect(message).not.toContain('my-abr-key-1234');
  });
});

describe('loadConfig with APP_ENV=production', () => {
  /** What a deployment gives: every setting the production check asks for. */
  const production = {
    APP_ENV: 'production',
    PUBLIC_URL: 'https://gigs.example.au',
    SMTP_URL: 'smtps://mailer:secret@mail.example.au:465',
    DATABASE_URL: 'postgres://gigs@db:5432/gigs',
    STORAGE_SECRET: 'k'.repeat(48),
  };

  it('starts with the settings a deployment gives, demo seeding off by default', () => {
    const config = loadConfig(production, '/srv/app');
    expect(config).toMatchObject({ appEnv: 'production', seedDemo: false });
    expect(config.storageSecret).toBe('k'.repeat(48));
    // S3 instead of a local secret is as good.
    const { STORAGE_SECRET: _local, ...withoutSecret } = production;
    expect(
      loadConfig({
        ...withoutSecret,
        S3_BUCKET: 'resumes',
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toMatchObject({ bucket: 'resumes' });
  });

  it('refuses the demo defaults, naming each setting in one message', () => {
    const message = problemsOf({ APP_ENV: 'production' });
    expect(message.split('\n')).toEqual([
      'The API will not start in production (APP_ENV=production) until these are set:',
      expect.stringMatching(
        /^ {2}- PUBLIC_URL must be the site's https:\/\/ address \(got "http:\/\/localhost:4173"\)/,
      ),
      expect.stringMatching(/^ {2}- SMTP_URL is required/),
      expect.stringMatching(/^ {2}- DATABASE_URL must be a postgres:\/\/ URL: embedded PGlite/),
      expect.stringMatching(/^ {2}- STORAGE_SECRET is required when resumes are stored locally/),
    ]);
  });

  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: 'http://gigs.example.au' }, /PUBLIC_URL must be the site's https/],
    ['SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL is required/],
    ['SEED_DEMO', { SEED_DEMO: 'true' }, /SEED_DEMO must not be true/],
    ['DATABASE_URL', { DATABASE_URL: undefined }, /DATABASE_URL must be a postgres:\/\/ URL/],
    ['DATABASE_URL', { DATABASE_URL: 'memory://' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    ['STORAGE_SECRET', { STORAGE_SECRET: undefined }, /STORAGE_SECRET is required/],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }, /TRUST_PROXY must name the proxies/],
  ])('refuses an unsafe %s alone', (_name, change, expected) => {
    const message = problemsOf({ ...production, ...change });
    expect(message).toMatch(expected);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('refuses a short storage secret in any environment, without echoing it', () => {
    const message = problemsOf({ STORAGE_SECRET: 'short-secret' });
    expect(message).toContain('STORAGE_SECRET must be at least 32 characters');
    expect(message).not.toContain('short-secret');
  });

  it('seeds the demo only when asked, even when APP_ENV is forgotten', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({ appEnv: 'development', seedDemo: false });
    expect(loadConfig({ SEED_DEMO: 'true' }, '/srv/app')).toMatchObject({ seedDemo: true });
    expect(problemsOf({ APP_ENV: 'staging' })).toContain(
      'APP_ENV must be one of development, production',
    );
  });
});
