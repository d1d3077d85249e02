import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths never written to logs: credentials in headers, args and config. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'auth.value',
  '*.auth.value',
];

/** Structured JSON lines on stdout (the supervisor sends them to AGENT_HOME/logs/<service>.log). */
export function createLogger(service: string, level = process.env.AGENT_LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service, pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
