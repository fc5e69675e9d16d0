import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Reads the configuration of `env` on a machine with `cores` cores. */
const configOf = (env: NodeJS.ProcessEnv, cores = 8) => loadConfig(env, () => cores);

function problemOf(env: NodeJS.ProcessEnv): string {
  try {
    configOf(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig: WEB_CONCURRENCY', () => {
  it('defaults to one process per core in production', () => {
    expect(configOf({ NODE_ENV: 'production' }, 2).webConcurrency).toBe(2);
    expect(configOf({ NODE_ENV: 'production' }, 12).webConcurrency).toBe(12);
  });

  it('defaults to one process outside production', () => {
    expect(configOf({}, 8).webConcurrency).toBe(1);
    expect(configOf({ NODE_ENV: 'development' }, 8).webConcurrency).toBe(1);
    expect(configOf({ NODE_ENV: 'test' }, 8).webConcurrency).toBe(1);
  });

  it('caps the per-core default at 64', () => {
    expect(configOf({ NODE_ENV: 'production' }, 256).webConcurrency).toBe(64);
  });

  it('takes an explicit count from 1 to 64 in any environment', () => {
    expect(configOf({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }, 8).webConcurrency).toBe(1);
    expect(configOf({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(configOf({ WEB_CONCURRENCY: '64' }).webConcurrency).toBe(64);
  });

  it.each(['abc', '', '0', '65', '-1', '2.5', ' 2', '0x2', '1e1'])('refuses %j, naming the variable', (value) => {
    expect(problemOf({ WEB_CONCURRENCY: value })).toMatch(/^Invalid configuration:\n {2}WEB_CONCURRENCY: .+/);
  });

  it('says what it wants', () => {
    expect(problemOf({ WEB_CONCURRENCY: 'abc' })).toContain('WEB_CONCURRENCY: must be a whole number from 1 to 64');
    expect(problemOf({ WEB_CONCURRENCY: '0' })).toContain('WEB_CONCURRENCY: must be at least 1');
    expect(problemOf({ WEB_CONCURRENCY: '65' })).toContain('WEB_CONCURRENCY: must be at most 64');
  });
});

describe('loadConfig: SENTRY_DSN', () => {
  it('reports nothing without a DSN, or with an empty one', () => {
    expect(configOf({}).errorReporting).toBeUndefined();
    expect(configOf({ SENTRY_DSN: '' }).errorReporting).toBeUndefined();
  });

  it('names the environment after NODE_ENV unless SENTRY_ENVIRONMENT says otherwise', () => {
    const dsn = 'https://public@errors.example/1';
    expect(configOf({ SENTRY_DSN: dsn, NODE_ENV: 'production' }).errorReporting).toEqual({
      dsn,
      environment: 'production',
      release: undefined,
    });
    expect(configOf({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'v1.2.3' }).errorReporting).toEqual({
      dsn,
      environment: 'staging',
      release: 'v1.2.3',
    });
  });

  it('refuses a DSN that is not an http(s) URL, naming the variable', () => {
    expect(problemOf({ SENTRY_DSN: 'not a url' })).toMatch(/SENTRY_DSN/);
    expect(problemOf({ SENTRY_DSN: 'ftp://public@errors.example/1' })).toMatch(/SENTRY_DSN/);
  });
});

describe('loadConfig: SITE_TEST_NOW', () => {
  it('fixes the gateway clock in a test run and is refused in production', () => {
    expect(configOf({ NODE_ENV: 'test', SITE_TEST_NOW: '2030-06-01T12:00:00Z' }).testNow?.toISOString()).toBe('2030-06-01T12:00:00.000Z');
    expect(configOf({ NODE_ENV: 'development' }).testNow).toBeUndefined();
    expect(problemOf({ NODE_ENV: 'production', SITE_TEST_NOW: '2030-06-01T12:00:00Z' })).toMatch(/SITE_TEST_NOW/);
    expect(problemOf({ NODE_ENV: 'test', SITE_TEST_NOW: 'tomorrow' })).toMatch(/SITE_TEST_NOW/);
  });
});

describe('loadConfig: SCHEDULE_WATCH_MS', () => {
  it('looks at the scheduled page changes every five seconds unless told otherwise (0: never, at most an hour)', () => {
    expect(configOf({}).scheduleWatchMs).toBe(5000);
    expect(configOf({ SCHEDULE_WATCH_MS: '0' }).scheduleWatchMs).toBe(0);
    expect(configOf({ SCHEDULE_WATCH_MS: '250' }).scheduleWatchMs).toBe(250);
    expect(problemOf({ SCHEDULE_WATCH_MS: '3600001' })).toMatch(/SCHEDULE_WATCH_MS/);
    expect(problemOf({ SCHEDULE_WATCH_MS: '-1' })).toMatch(/SCHEDULE_WATCH_MS/);
  });
});

describe('loadConfig: EDITOR_PRESENCE_MS', () => {
  it('lets an open editor call every five seconds unless told otherwise (200 ms to a minute; issue 22 part 10)', () => {
    expect(configOf({}).editorPresenceMs).toBe(5000);
    expect(configOf({ EDITOR_PRESENCE_MS: '400' }).editorPresenceMs).toBe(400);
    expect(problemOf({ EDITOR_PRESENCE_MS: '0' })).toMatch(/EDITOR_PRESENCE_MS/);
    expect(problemOf({ EDITOR_PRESENCE_MS: '60001' })).toMatch(/EDITOR_PRESENCE_MS/);
  });
});

describe('loadConfig: METRICS_PORT and METRICS_TOKEN', () => {
  it('serves no metrics unless one of them is set', () => {
    expect(configOf({}).metrics).toEqual({ port: undefined, token: undefined });
    expect(configOf({ METRICS_TOKEN: '' }).metrics).toEqual({ port: undefined, token: undefined });
  });

  it('takes a port of its own and a token of 16 visible characters or more', () => {
    const token = 'a-long-secret-token-0123';
    expect(configOf({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, token });
  });

  it.each(['0', '65536', 'abc', '-1', '9464.5', ' 9464'])('refuses the port %j, saying what it wants', (value) => {
    expect(problemOf({ METRICS_PORT: value })).toContain('METRICS_PORT: must be a port number from 1 to 65535');
  });

  it("refuses the site's port and the embedded upstream's, but not CMS_PORT when the upstream is elsewhere", () => {
    expect(problemOf({ PORT: '3000', METRICS_PORT: '3000' })).toContain('METRICS_PORT: must differ from PORT, which is 3000 too');
    expect(problemOf({ METRICS_PORT: '3001' })).toContain(
      'METRICS_PORT: must differ from CMS_PORT (the embedded upstream), which is 3001 too',
    );
    expect(configOf({ METRICS_PORT: '3001', CMS_URL: 'http://cms.example:8000' }).metrics.port).toBe(3001);
  });

  it.each(['short', 'with a space in it 123', 'umlaut-ä-0123456789'])('refuses the token %j', (value) => {
    expect(problemOf({ METRICS_TOKEN: value })).toContain('METRICS_TOKEN: must be 16 to 256 visible ASCII characters (no spaces)');
  });
});

describe('loadConfig: traces (OpenTelemetry)', () => {
  it('has no tracing without an endpoint, or with an empty one', () => {
    expect(configOf({}).tracing).toBeUndefined();
    expect(configOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: 'site' }).tracing).toBeUndefined();
  });

  it("sends traces to the base endpoint's /v1/traces, as the site's service, every request, every 5 s", () => {
    expect(configOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'orchestra-web',
      sampleRatio: 1,
      exportDelayMs: 5000,
    });
    expect(configOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.org/otlp/' }).tracing?.tracesUrl).toBe(
      'https://otel.example.org/otlp/v1/traces',
    );
  });

  it('takes the traces endpoint as it is, before the base endpoint', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/in' };
    expect(configOf(env).tracing?.tracesUrl).toBe('http://traces:9999/in');
    expect(configOf({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/in' }).tracing?.tracesUrl).toBe('http://traces:9999/in');
  });

  it('takes the service name, the sampling ratio and the export delay', () => {
    const tracing = configOf({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'philharmonie-web',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    }).tracing;
    expect(tracing).toMatchObject({ serviceName: 'philharmonie-web', sampleRatio: 0.25, exportDelayMs: 200 });
    for (const ratio of ['0', '1', '1.0', '0.001', '.5']) {
      expect(configOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER_ARG: ratio }).tracing?.sampleRatio).toBe(
        Number(ratio),
      );
    }
  });

  it('is off with OTEL_SDK_DISABLED=true whatever the endpoints say', () => {
    expect(configOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
  });

  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318', /must be an http\(s\) URL/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317', /must be an http\(s\) URL/],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'http://collector:4318/v1/traces?x=1', /must have no query or fragment/],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5', /must be a number from 0 to 1/],
    ['OTEL_TRACES_SAMPLER_ARG', '-0.1', /must be a number from 0 to 1/],
    ['OTEL_TRACES_SAMPLER_ARG', 'half', /must be a number from 0 to 1/],
    ['OTEL_TRACES_SAMPLER', 'always_off', /only parentbased_traceidratio .* is supported/],
    ['OTEL_BSP_SCHEDULE_DELAY', '0', /OTEL_BSP_SCHEDULE_DELAY/],
  ])('refuses %s=%j, naming the variable', (name, value, message) => {
    const problem = problemOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', [name]: value });
    expect(problem).toContain(`  ${name}: `);
    expect(problem).toMatch(message);
  });
});

describe('loadConfig: SHUTDOWN_DELAY_MS', () => {
  it('stops accepting at once by default and waits up to 30 s when asked', () => {
    expect(configOf({}).shutdownDelayMs).toBe(0);
    expect(configOf({ SHUTDOWN_DELAY_MS: '1500' }).shutdownDelayMs).toBe(1500);
    expect(configOf({ SHUTDOWN_DELAY_MS: '30000' }).shutdownDelayMs).toBe(30_000);
  });

  it.each(['-1', '30001', 'soon'])('refuses %j', (value) => {
    expect(problemOf({ SHUTDOWN_DELAY_MS: value })).toContain('SHUTDOWN_DELAY_MS');
  });
});
