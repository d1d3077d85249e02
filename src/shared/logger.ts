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
  const logger = pino(
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
  if (level !== 'silent') INFO_LINES.set(logger, infoLine(logger, sink()));
  return logger;
}

/**
 * Writes one info line of the logger's own shape from fields already in JSON
 * (`"key":value,...`), without pino's serialisation and redaction pass: for lines written on
 * every request whose fields cannot hold a secret. Undefined for a logger not made by
 * createLogger (a child, a test's), which then logs through pino as usual.
 */
export function infoLineWriter(logger: Logger): ((fields: string, msg: string) => void) | undefined {
  return INFO_LINES.get(logger);
}

const INFO_LINES = new WeakMap<Logger, (fields: string, msg: string) => void>();
const INFO = 30;

function infoLine(logger: Logger, out: LogSink): (fields: string, msg: string) => void {
  const bindings = pino.symbols.chindingsSym as unknown as 'chindings';
  return (fields, msg) => {
    if (logger.levelVal > INFO) return;
    const own = (logger as unknown as Record<'chindings', string>)[bindings];
    out.write(`{"level":${INFO},"time":"${new Date().toISOString()}"${own},${fields},"msg":${JSON.stringify(msg)}}\n`);
  };
}

let shared: LogSink | undefined;
/** One sink for the process's stdout, however many loggers write to it. */
const sink = () => (shared ??= new LogSink(1));
