import { AgentError } from '../../shared/errors.js';
/** `${VAR}` and `${VAR:-default}` in config strings. */
const PATTERN = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export class MissingVariableError extends AgentError {
  override name = 'MissingVariableError';
  constructor(
    readonly variable: string,
    readonly field: string,
  ) {
    super(`environment variable ${variable} is not set (used in ${field}); set it or write \${${variable}:-default}`);
  }
}

/** Replaces variables in one string; a missing variable without default throws MissingVariableError. */
export function substitute(text: string, env: NodeJS.ProcessEnv, field: string): string {
  return text.replace(PATTERN, (_m, name: string, fallback: string | undefined) => {
    const v = env[name];
    if (v !== undefined && v !== '') return v;
    if (fallback !== undefined) return fallback;
    throw new MissingVariableError(name, field);
  });
}

/** Substitutes every string inside a plain value (objects, arrays). */
export function substituteDeep(value: unknown, env: NodeJS.ProcessEnv, field: string): unknown {
  if (typeof value === 'string') return substitute(value, env, field);
  if (Array.isArray(value)) return value.map((v, i) => substituteDeep(v, env, `${field}[${i}]`));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = substituteDeep(v, env, `${field}.${k}`);
    return out;
  }
  return value;
}
