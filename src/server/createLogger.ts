import { pino, type Logger } from 'pino';

/** JSON logs on stdout; the level comes from LOG_LEVEL. The pid tells cluster workers apart. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'web', pid: process.pid }, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
