import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { RegistryConfigError } from './errors.js';

/** Plain YAML values plus the line each one starts on, keyed by a readable field path (`services[0].crm.url`). */
export interface Located {
  value: unknown;
  lineOf(path: string): number | undefined;
}

export function fieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const k = /^[A-Za-z0-9_-]+$/.test(key) ? key : JSON.stringify(key);
  return parent === '' ? k : `${parent}.${k}`;
}

/** Parses YAML text; syntax errors become one RegistryConfigError naming file and line. */
export function parseLocated(text: string, file: string): Located {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new RegistryConfigError(
      doc.errors.map((e) => {
        const line = e.linePos?.[0]?.line ?? counter.linePos(e.pos[0]).line;
        return `${file}:${line}: YAML syntax error: ${e.message.split('\n')[0]}`;
      }),
    );
  }
  const lines = new Map<string, number>();
  const lineAt = (node: Node | null | undefined) => (node?.range ? counter.linePos(node.range[0]).line : undefined);
  const walk = (node: unknown, path: string): unknown => {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return walk(node.resolve(doc as Document), path);
    const line = lineAt(node as Node);
    if (line !== undefined) lines.set(path, line);
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const p = fieldPath(path, key);
        const keyLine = lineAt(pair.key as Node);
        out[key] = walk(pair.value, p);
        // a field's line is the line of its key (`url:`), even when its value starts below
        if (keyLine !== undefined) lines.set(p, keyLine);
      }
      return out;
    }
    if (isSeq(node)) return node.items.map((item, i) => walk(item, fieldPath(path, i)));
    if (isScalar(node)) return node.value;
    return null;
  };
  const value = walk(doc.contents, '');
  return { value, lineOf: (p) => lines.get(p) };
}
