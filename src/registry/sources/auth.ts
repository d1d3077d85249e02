import type { AuthConfig } from '../config/types.js';

/**
 * The header a service's auth adds: `bearer` -> `Authorization: Bearer <value>` (the prefix
 * added when the value lacks it); any other type is the header name (`X-API-Key: <value>`).
 */
export function authHeaders(auth: AuthConfig | undefined): Record<string, string> {
  if (!auth) return {};
  if (auth.type.toLowerCase() === 'bearer') {
    return { authorization: /^bearer\s/i.test(auth.value) ? auth.value : `Bearer ${auth.value}` };
  }
  return { [auth.type.toLowerCase()]: auth.value };
}

/** The secret strings of an auth setting, to scrub from any text leaving the process. */
export function authSecrets(auth: AuthConfig | undefined): string[] {
  if (!auth) return [];
  const bare = auth.value.replace(/^bearer\s+/i, '');
  return [auth.value, bare].filter((s) => s.length >= 4);
}
