import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

/** JSON lines on stdout (README "Process"); every line names the service. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'cms' } });
}
