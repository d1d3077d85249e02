import type { CatalogTool } from '../catalog.js';
import { actionOf, termsOf } from './terms.js';

/**
 * What a tool is searched by: each field's terms, weighted by how much the field says
 * about what the tool does. Its name and path say most; its description's first line (the
 * summary) more than the rest; parameter names more than their descriptions.
 */
export type Field = 'name' | 'summary' | 'description' | 'path' | 'action' | 'parameters' | 'values' | 'returns' | 'returned';

export const FIELD_WEIGHT: Record<Field, number> = {
  name: 3,
  summary: 2,
  description: 0.6,
  path: 1.5,
  action: 1.5,
  parameters: 0.6,
  values: 0.3,
  returns: 0.4,
  /** A value the tool has returned (values.ts): once per term, not counted in the text's length. */
  returned: 1,
};

/** How much of a long text is read (a description can be pages long; its opening says what the tool does). */
const DESCRIPTION_CHARS = 1200;
const PARAMETER_TEXT_CHARS = 200;
const PARAMETERS_READ = 40;
const RETURNED_FIELDS_READ = 60;

/** The field names of what a tool returns (its success schema), outermost first, at most RETURNED_FIELDS_READ. */
export function returnedFields(schema: unknown): string[] {
  const out = new Set<string>();
  let level: unknown[] = [schema];
  for (let depth = 0; depth < 5 && level.length > 0 && out.size < RETURNED_FIELDS_READ; depth++) {
    const next: unknown[] = [];
    for (const s of level) {
      if (!s || typeof s !== 'object') continue;
      const o = s as Record<string, unknown>;
      if (o.properties && typeof o.properties === 'object')
        for (const [k, v] of Object.entries(o.properties)) {
          if (out.size >= RETURNED_FIELDS_READ) break;
          out.add(k);
          next.push(v);
        }
      if (o.items) next.push(o.items);
      for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(o[key])) next.push(...(o[key] as unknown[]).slice(0, 10));
    }
    level = next;
  }
  return [...out];
}

export interface ToolDocument {
  /** Weighted term frequencies. */
  tf: Map<string, number>;
  /** The fields each term occurs in (what a result says matched where). */
  fields: Map<string, Set<Field>>;
  length: number;
}

function add(doc: ToolDocument, field: Field, text: string | undefined): void {
  if (!text) return;
  const w = FIELD_WEIGHT[field];
  for (const t of termsOf(text)) {
    doc.tf.set(t, (doc.tf.get(t) ?? 0) + w);
    let f = doc.fields.get(t);
    if (!f) doc.fields.set(t, (f = new Set()));
    f.add(field);
    doc.length += w;
  }
}

/** The tool's name without its `<app>_` prefix (the app is searched on its own). */
export function localName(t: CatalogTool): string {
  return t.name.startsWith(`${t.app}_`) ? t.name.slice(t.app.length + 1) : t.name;
}

/** Each text a tool is searched by, with its field, in order (what its document is made of; a segment reads them too). */
export function eachText(t: CatalogTool, each: (field: Field, text: string | undefined) => void): void {
  const { record } = t;
  const description = record.description || t.tool.description || '';
  const cut = description.indexOf('\n');
  each('name', localName(t));
  if (t.tool.title) each('name', t.tool.title);
  each('summary', cut < 0 ? description.slice(0, DESCRIPTION_CHARS) : description.slice(0, cut));
  if (cut >= 0) each('description', description.slice(cut + 1, DESCRIPTION_CHARS));
  each('path', record.path?.replace(/\{[^}]*\}/g, ' '));
  each('action', actionOf(record.method, record.path));
  for (const p of record.parameters.slice(0, PARAMETERS_READ)) {
    each('parameters', p.name);
    each('parameters', p.description.slice(0, PARAMETER_TEXT_CHARS));
    each('values', p.constraints.join(' ').slice(0, PARAMETER_TEXT_CHARS));
  }
  // one field name at a time (the same terms as the names joined; a name recurs across tools, a list of them less)
  for (const f of returnedFields(record.response_schemas?.success)) each('returns', f);
}

/** The fields each of some terms occurs in, in a tool's text (what a result says matched where). */
export function fieldsOf(t: CatalogTool, wanted: ReadonlySet<string>): Map<string, Set<Field>> {
  const out = new Map<string, Set<Field>>();
  eachText(t, (field, text) => {
    if (!text) return;
    for (const term of termsOf(text)) {
      if (!wanted.has(term)) continue;
      let f = out.get(term);
      if (!f) out.set(term, (f = new Set()));
      f.add(field);
    }
  });
  return out;
}

/** What an application is searched by: its name (weighted most) and its description. */
export function appDocument(name: string, description: string): ToolDocument {
  const doc: ToolDocument = { tf: new Map(), fields: new Map(), length: 0 };
  add(doc, 'name', name);
  const cut = description.indexOf('\n');
  add(doc, 'summary', cut < 0 ? description.slice(0, 300) : description.slice(0, Math.min(cut, 300)));
  add(doc, 'description', description.slice(0, DESCRIPTION_CHARS));
  return doc;
}
