import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  parseConfig,
  parseEditorConfig,
  parseErrorReportingConfig,
  parseSchedulerConfig,
  parseTestClockConfig,
} from './config';

const CWD = '/srv/site';

describe('parseConfig', () => {
  it('has defaults for everything', () => {
    expect(parseConfig({}, CWD)).toEqual({
      port: 3001,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(CWD, 'data'),
      databaseSchema: 'public',
      seedDate: undefined,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        CMS_PORT: '0',
        CMS_HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
        CMS_DATA_DIR: '/tmp/cms',
        CMS_DATABASE_SCHEMA: 'cms_test_1',
        CMS_SEED_DATE: '2026-09-01',
        LOG_LEVEL: 'warn',
      },
      CWD,
    );
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/cms',
      databaseSchema: 'cms_test_1',
      seedDate: '2026-09-01',
      logLevel: 'warn',
    });
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', CMS_SEED_DATE: ' ' }, CWD)).toMatchObject({ databaseUrl: undefined, seedDate: undefined });
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      parseConfig(
        {
          CMS_PORT: '70000',
          CMS_DATABASE_SCHEMA: 'Robert"); DROP',
          CMS_SEED_DATE: '2026-02-30',
          LOG_LEVEL: 'loud',
          DATABASE_URL: 'mysql://x',
        },
        CWD,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(5);
    expect((error as ConfigError).message).toContain('CMS_PORT');
  });

  it.each(['-1', '3.5', 'abc', '65536'])('rejects CMS_PORT=%s', (port) => {
    expect(() => parseConfig({ CMS_PORT: port }, CWD)).toThrow(ConfigError);
  });
});

describe('parseErrorReportingConfig', () => {
  it('reports nothing without SENTRY_DSN, or with a blank one', () => {
    expect(parseErrorReportingConfig({})).toBeUndefined();
    expect(parseErrorReportingConfig({ SENTRY_DSN: ' ' })).toBeUndefined();
  });

  it('names the environment after SENTRY_ENVIRONMENT, else NODE_ENV, else development', () => {
    const dsn = 'https://public@errors.example/1';
    expect(parseErrorReportingConfig({ SENTRY_DSN: dsn })).toEqual({ dsn, environment: 'development', release: undefined });
    expect(parseErrorReportingConfig({ SENTRY_DSN: dsn, NODE_ENV: 'production', SENTRY_RELEASE: 'r1' })).toEqual({
      dsn,
      environment: 'production',
      release: 'r1',
    });
    expect(parseErrorReportingConfig({ SENTRY_DSN: dsn, NODE_ENV: 'production', SENTRY_ENVIRONMENT: 'staging' })?.environment).toBe(
      'staging',
    );
  });

  it('refuses a DSN that is not an http(s) URL at start', () => {
    expect(() => parseConfig({ SENTRY_DSN: 'ftp://public@errors.example/1' }, CWD)).toThrow(/SENTRY_DSN/);
    expect(() => parseConfig({ SENTRY_DSN: 'errors.example' }, CWD)).toThrow(/SENTRY_DSN/);
  });
});

describe('parseTestClockConfig', () => {
  it('is off by default and on with CMS_TEST_CLOCK=true outside production', () => {
    expect(parseTestClockConfig({})).toBe(false);
    expect(parseTestClockConfig({ CMS_TEST_CLOCK: 'true', NODE_ENV: 'test' })).toBe(true);
  });

  it('refuses the test clock under NODE_ENV=production and values other than true or false', () => {
    const problems: string[] = [];
    expect(parseTestClockConfig({ CMS_TEST_CLOCK: 'true', NODE_ENV: 'production' }, problems)).toBe(false);
    expect(parseTestClockConfig({ CMS_TEST_CLOCK: 'yes' }, problems)).toBe(false);
    expect(problems).toHaveLength(2);
    expect(() => parseConfig({ CMS_TEST_CLOCK: 'true', NODE_ENV: 'production' }, CWD)).toThrow(/refused under NODE_ENV=production/);
  });
});

describe('parseEditorConfig: CMS_SECOND_STAFF_EMAIL', () => {
  it('seeds no second staff account unless named, and only an address other than the first (issue 22 part 10)', () => {
    expect(parseEditorConfig({}).secondStaffEmail).toBeUndefined();
    expect(parseEditorConfig({ CMS_SECOND_STAFF_EMAIL: 'anna@example.org' }).secondStaffEmail).toBe('anna@example.org');
    for (const value of ['anna', 'redaktion@aurelia-philharmonie.example']) {
      const problems: string[] = [];
      parseEditorConfig({ CMS_SECOND_STAFF_EMAIL: value }, problems);
      expect(problems, value).toEqual([expect.stringMatching(/CMS_SECOND_STAFF_EMAIL/)]);
    }
  });
});

describe('parseEditorConfig: CMS_ADMIN_URL', () => {
  it('has no external admin by default, nor with a blank value', () => {
    expect(parseEditorConfig({}).adminUrl).toBeUndefined();
    expect(parseEditorConfig({ CMS_ADMIN_URL: ' ' }).adminUrl).toBeUndefined();
  });

  it('takes an http(s) URL, with or without a path, and drops its trailing slashes', () => {
    expect(parseEditorConfig({ CMS_ADMIN_URL: 'https://cms.example/' }).adminUrl).toBe('https://cms.example');
    expect(parseEditorConfig({ CMS_ADMIN_URL: 'http://127.0.0.1:8000/backend//' }).adminUrl).toBe('http://127.0.0.1:8000/backend');
  });

  it.each([
    'javascript:alert(1)',
    'ftp://cms.example',
    'cms.example',
    '/admin',
    'https://cms.example/?x=1',
    'https://cms.example/#a',
    'https://user:pw@cms.example',
  ])('refuses CMS_ADMIN_URL=%s at start', (value) => {
    const problems: string[] = [];
    expect(parseEditorConfig({ CMS_ADMIN_URL: value }, problems).adminUrl).toBeUndefined();
    expect(problems).toEqual([expect.stringContaining('CMS_ADMIN_URL must be an http:// or https:// URL')]);
    expect(() => parseConfig({ CMS_ADMIN_URL: value }, CWD)).toThrow(/CMS_ADMIN_URL/);
  });
});

describe('parseSchedulerConfig', () => {
  it('looks every five seconds unless told otherwise, from 50 ms to an hour', () => {
    expect(parseSchedulerConfig({})).toEqual({ intervalMs: 5000 });
    expect(parseSchedulerConfig({ CMS_SCHEDULER_INTERVAL_MS: '200' })).toEqual({ intervalMs: 200 });
    expect(parseSchedulerConfig({ CMS_SCHEDULER_INTERVAL_MS: '3600000' })).toEqual({ intervalMs: 3_600_000 });
    for (const value of ['49', '3600001', '1e3', '-5', 'soon']) {
      const problems: string[] = [];
      parseSchedulerConfig({ CMS_SCHEDULER_INTERVAL_MS: value }, problems);
      expect(problems, value).toEqual([`CMS_SCHEDULER_INTERVAL_MS must be an integer from 50 to 3600000 (milliseconds), got "${value}"`]);
    }
  });

  it('stops the start like every other bad value', () => {
    expect(() => parseConfig({ CMS_SCHEDULER_INTERVAL_MS: '0' }, CWD)).toThrow(ConfigError);
  });
});
