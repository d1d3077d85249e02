import { hash } from 'node:crypto';

/** JSON with every object's keys sorted, so equal arguments have one text whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The digest an approval is bound to: SHA-256 (hex) of the tool's full name and its arguments as canonical JSON. */
export function callDigest(tool: string, args: Record<string, unknown>): string {
  return hash('sha256', `${tool}\n${canonical(args)}`, 'hex');
}
