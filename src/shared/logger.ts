import { pino, type Logger } from 'pino';
import { SettingsError } from './errors.js';
import { LogSink } from './log-sink.js';

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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** AGENT_LOG_LEVEL, validated: an unknown level is a clear error, not a stack trace. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const level = (env.AGENT_LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (!LEVELS.includes(level)) {
    throw new SettingsError(
      `AGENT_LOG_LEVEL = ${JSON.stringify(env.AGENT_LOG_LEVEL)} is not a log level; expected one of ${LEVELS.join(', ')}`,
    );
  }
  return level;
}

/** Structured JSON lines on stdout (the supervisor sends them to AGENT_HOME/logs/<service>.log). */
export function createLogger(service: string, level = logLevelFromEnv()): Logger {
  return pino(
    {
      name: service,
      level,
      base: { service, pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    // (never pino's own stdout writer: on a full disk it retries in a loop and the service stops answering)
    level === 'silent' ? undefined : sink(),
  );
}

let shared: LogSink | undefined;
/** One sink for the process's stdout, however many loggers write to it. */
const sink = () => (shared ??= new LogSink(1));
