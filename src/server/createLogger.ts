import { pino, type Logger } from 'pino';

/** JSON logs on stdout; the level comes from LOG_LEVEL. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'web' }, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
