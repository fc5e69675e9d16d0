// The one place in src/cms that reads the environment (house rule, docs/ARCHITECTURE.md): every
// other module receives a validated CmsConfig.
import path from 'node:path';
import { isValidIsoDate } from './isValidIsoDate';
import type { SentrySettings } from '../shared/createSentryReporter';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface CmsConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Absolute path of the folder for PGlite files and generated media. */
  dataDir: string;
  databaseSchema: string;
  /** `YYYY-MM-DD`; undefined means today in Europe/Berlin (decided when the seed runs). */
  seedDate: string | undefined;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid CMS configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** A value counts as unset when it is missing or blank, so `CMS_SEED_DATE=` behaves like no variable. */
function valueOf(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Validates an environment; collects every problem so one start shows them all. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd: string): CmsConfig {
  const problems: string[] = [];

  const rawPort = valueOf(env, 'CMS_PORT') ?? '3001';
  const port = /^\d+$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`CMS_PORT must be an integer from 0 to 65535 (0 picks a free port), got "${rawPort}"`);
  }

  const databaseUrl = valueOf(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }

  const databaseSchema = valueOf(env, 'CMS_DATABASE_SCHEMA') ?? 'public';
  if (!SCHEMA_NAME.test(databaseSchema)) {
    problems.push(`CMS_DATABASE_SCHEMA must match ${SCHEMA_NAME.source}, got "${databaseSchema}"`);
  }

  const seedDate = valueOf(env, 'CMS_SEED_DATE');
  if (seedDate !== undefined && !isValidIsoDate(seedDate)) {
    problems.push(`CMS_SEED_DATE must be a valid date as YYYY-MM-DD, got "${seedDate}"`);
  }

  const logLevel = valueOf(env, 'LOG_LEVEL') ?? 'info';
  if (!isLogLevel(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  parseUploadConfig(env, cwd, problems);
  parseEditorConfig(env, problems);
  parseErrorReportingConfig(env, problems);
  parseTestClockConfig(env, problems);
  parseSchedulerConfig(env, problems);
  if (problems.length > 0 || !isLogLevel(logLevel)) throw new ConfigError(problems);
  return {
    port,
    host: valueOf(env, 'CMS_HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(cwd, valueOf(env, 'CMS_DATA_DIR') ?? 'data'),
    databaseSchema,
    seedDate,
    logLevel,
  };
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/** Uploads of the forms API (README "Forms"); kept apart from CmsConfig, which route modules do not receive. */
export interface UploadConfig {
  /** Largest accepted upload in bytes (`CMS_UPLOAD_MAX_BYTES`, default 10 MiB). */
  maxBytes: number;
  /** `${CMS_DATA_DIR}/uploads/tmp`: temp files waiting for a form entry. */
  tmpDir: string;
  /** `${CMS_DATA_DIR}/uploads/entries`: files of submitted entries. */
  entriesDir: string;
}

const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Validates the upload settings; problems go to `problems` (parseConfig reports them at start). */
function parseUploadConfig(env: NodeJS.ProcessEnv, cwd: string, problems: string[] = []): UploadConfig {
  const raw = valueOf(env, 'CMS_UPLOAD_MAX_BYTES');
  const maxBytes = raw === undefined ? DEFAULT_UPLOAD_MAX_BYTES : /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > 1024 * 1024 * 1024) {
    problems.push(`CMS_UPLOAD_MAX_BYTES must be an integer from 1 to 1073741824 (1 GiB), got "${raw ?? ''}"`);
  }
  const uploads = path.join(path.resolve(cwd, valueOf(env, 'CMS_DATA_DIR') ?? 'data'), 'uploads');
  return { maxBytes, tmpDir: path.join(uploads, 'tmp'), entriesDir: path.join(uploads, 'entries') };
}

/** This process's upload settings (validated at start by readConfig). */
export function readUploadConfig(): UploadConfig {
  return parseUploadConfig(process.env, process.cwd());
}

/** Reads this process's environment. */
export function readConfig(): CmsConfig {
  return parseConfig(process.env, process.cwd());
}

/** Staff account and cookies of the editor API (README "Staff account"); apart from CmsConfig, which route modules do not receive. */
export interface EditorConfig {
  /** `CMS_STAFF_EMAIL`: the staff account seeded into an empty users table. */
  staffEmail: string;
  /** `CMS_STAFF_PASSWORD`: its password (at least 8 characters). */
  staffPassword: string;
  /**
   * `CMS_SECOND_STAFF_EMAIL`: a second staff account ("Anna Schmidt", the same password) seeded
   * with the first, to try two editors on one page (issue 22 part 10); unset: none.
   */
  secondStaffEmail: string | undefined;
  /** `CMS_SECURE_COOKIES` (`true`/`false`, default false): the Secure flag of session and CSRF cookies. */
  secureCookies: boolean;
  /**
   * `CMS_ADMIN_URL`: the base URL (http or https, no trailing slash) of an external admin for these
   * records, e.g. the real CMS's. This upstream has no admin of its own: unset, the editor's user
   * call lists no admin links (spec 000 §3 "Editor admin links").
   */
  adminUrl: string | undefined;
}

const DEFAULT_STAFF_EMAIL = 'redaktion@aurelia-philharmonie.example';
const DEFAULT_STAFF_PASSWORD = 'Partitur-2026!';

/** Validates the editor settings; problems go to `problems` (parseConfig reports them at start). */
export function parseEditorConfig(env: NodeJS.ProcessEnv, problems: string[] = []): EditorConfig {
  const staffEmail = valueOf(env, 'CMS_STAFF_EMAIL') ?? DEFAULT_STAFF_EMAIL;
  if (!/^[^\s@]+@[^\s@]+$/.test(staffEmail)) problems.push(`CMS_STAFF_EMAIL must be an e-mail address, got "${staffEmail}"`);
  const staffPassword = valueOf(env, 'CMS_STAFF_PASSWORD') ?? DEFAULT_STAFF_PASSWORD;
  if (staffPassword.length < 8) problems.push('CMS_STAFF_PASSWORD must have at least 8 characters');
  const secondStaffEmail = valueOf(env, 'CMS_SECOND_STAFF_EMAIL');
  if (secondStaffEmail !== undefined && (!/^[^\s@]+@[^\s@]+$/.test(secondStaffEmail) || secondStaffEmail === staffEmail))
    problems.push(`CMS_SECOND_STAFF_EMAIL must be an e-mail address other than CMS_STAFF_EMAIL, got "${secondStaffEmail}"`);
  const rawSecure = valueOf(env, 'CMS_SECURE_COOKIES') ?? 'false';
  if (rawSecure !== 'true' && rawSecure !== 'false') problems.push(`CMS_SECURE_COOKIES must be true or false, got "${rawSecure}"`);
  return { staffEmail, staffPassword, secondStaffEmail, secureCookies: rawSecure === 'true', adminUrl: parseAdminUrl(env, problems) };
}

/** `CMS_ADMIN_URL`: an absolute http(s) URL without query or fragment; its trailing slashes are dropped. */
function parseAdminUrl(env: NodeJS.ProcessEnv, problems: string[]): string | undefined {
  const raw = valueOf(env, 'CMS_ADMIN_URL');
  if (raw === undefined) return undefined;
  const url = /^https?:\/\/[^\s]+$/i.test(raw) && URL.canParse(raw) ? new URL(raw) : null;
  if (
    !url ||
    url.search !== '' ||
    url.hash !== '' ||
    raw.includes('?') ||
    raw.includes('#') ||
    url.username !== '' ||
    url.password !== ''
  ) {
    problems.push(`CMS_ADMIN_URL must be an http:// or https:// URL without query, fragment or credentials, got "${raw}"`);
    return undefined;
  }
  return url.href.replace(/\/+$/, '');
}

/** This process's editor settings (validated at start by readConfig). */
export function readEditorConfig(): EditorConfig {
  return parseEditorConfig(process.env);
}

/** The error-reporting service (README "Error reporting"); apart from CmsConfig, which route modules do not receive. */
export type ErrorReportingConfig = SentrySettings;

/**
 * `SENTRY_DSN` (an http(s) URL; unset or blank: nothing is reported and the SDK is not loaded),
 * `SENTRY_ENVIRONMENT`, `SENTRY_RELEASE`. The web process passes its environment on, so both
 * report to the same place.
 */
export function parseErrorReportingConfig(env: NodeJS.ProcessEnv, problems: string[] = []): ErrorReportingConfig | undefined {
  const dsn = valueOf(env, 'SENTRY_DSN');
  if (dsn === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(dsn) || !URL.canParse(dsn)) {
    problems.push('SENTRY_DSN must be an http:// or https:// URL');
    return undefined;
  }
  return {
    dsn,
    environment: valueOf(env, 'SENTRY_ENVIRONMENT') ?? valueOf(env, 'NODE_ENV') ?? 'development',
    release: valueOf(env, 'SENTRY_RELEASE'),
  };
}

/** This process's error reporting (validated at start by readConfig). */
export function readErrorReportingConfig(): ErrorReportingConfig | undefined {
  return parseErrorReportingConfig(process.env);
}

/**
 * `CMS_TEST_CLOCK` (`true`/`false`, default false): the clock the shop's holds and the search's
 * "over" follow can be moved forward through `POST /__test__/clock` (src/cms/testClock.ts). For
 * test runs only: with `NODE_ENV=production` the start is refused, so no production upstream
 * ever has it.
 */
export function parseTestClockConfig(env: NodeJS.ProcessEnv, problems: string[] = []): boolean {
  const raw = valueOf(env, 'CMS_TEST_CLOCK') ?? 'false';
  if (raw !== 'true' && raw !== 'false') {
    problems.push(`CMS_TEST_CLOCK must be true or false, got "${raw}"`);
    return false;
  }
  if (raw === 'true' && valueOf(env, 'NODE_ENV') === 'production') {
    problems.push('CMS_TEST_CLOCK=true is for test runs only and is refused under NODE_ENV=production');
    return false;
  }
  return raw === 'true';
}

/** This process's test clock switch (validated at start by readConfig). */
export function readTestClockConfig(): boolean {
  return parseTestClockConfig(process.env);
}

/** The scheduler of page changes (README "Scheduled page changes"); apart from CmsConfig, which route modules do not receive. */
export interface SchedulerConfig {
  /** `CMS_SCHEDULER_INTERVAL_MS` (50 to 3600000, default 5000): how long between two looks for due changes. */
  intervalMs: number;
}

const DEFAULT_SCHEDULER_INTERVAL_MS = 5000;

/**
 * `CMS_SCHEDULER_INTERVAL_MS`: a scheduled change is carried out at most this long after its time
 * (and at once when the process starts, for what fell due while it was down).
 */
export function parseSchedulerConfig(env: NodeJS.ProcessEnv, problems: string[] = []): SchedulerConfig {
  const raw = valueOf(env, 'CMS_SCHEDULER_INTERVAL_MS');
  const intervalMs = raw === undefined ? DEFAULT_SCHEDULER_INTERVAL_MS : /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(intervalMs) || intervalMs < 50 || intervalMs > 3_600_000) {
    problems.push(`CMS_SCHEDULER_INTERVAL_MS must be an integer from 50 to 3600000 (milliseconds), got "${raw ?? ''}"`);
    return { intervalMs: DEFAULT_SCHEDULER_INTERVAL_MS };
  }
  return { intervalMs };
}

/** This process's scheduler settings (validated at start by readConfig). */
export function readSchedulerConfig(): SchedulerConfig {
  return parseSchedulerConfig(process.env);
}
