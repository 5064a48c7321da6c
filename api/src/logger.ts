import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

/** Tokens and cookies never reach the log, whichever serializer prints a request. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

export const createLogger = (level: LogLevel): Logger => pino({ name: 'api', level, redact: REDACTED_PATHS });

export type { Logger };
