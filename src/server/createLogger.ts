import { pino, type Logger } from 'pino';

/**
 * JSON logs on stdout; the level comes from LOG_LEVEL. The pid tells cluster workers apart.
 * `fields` (with tracing: the active span's trace and span ids, tracing/traceLogFields.ts) are
 * added to every line; left out, nothing is asked per line.
 */
export function createLogger(level: string, fields?: () => object): Logger {
  return pino({
    level,
    base: { service: 'web', pid: process.pid },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    ...(fields ? { mixin: fields } : {}),
  });
}
