import type { Mention } from '../understand/extract.js';
import { context } from '../understand/extract.js';
import { isCommonWord } from '../understand/spell.js';
import { findNames, type NameIndex } from './names.js';
import { findValues } from './values.js';
import { findSurnames } from './surnames.js';
import { RUN_RULES } from '../rules/run-fields.js';

/** Records and field values the message names in words, in place of the mentions they overlap. */
export function withNames(message: string, mentions: Mention[], names: NameIndex): Mention[] {
  const exactValue = (f: Mention) =>
    mentions.some((m) => m.kind === 'text' && m.source === 'known' && m.start <= f.start && m.end >= f.end);
  // a name matched only roughly never displaces a value the tools know as written ("Latin America" is no "Lakin LLC")
  // an e-mail address, a URL or an id is read whole: no name is found inside one
  const atomic = (f: Mention) =>
    mentions.some((m) => (m.kind === 'email' || m.kind === 'url' || m.kind === 'id') && m.start <= f.start && m.end >= f.end);
  const found = findNames(message, names, isCommonWord)
    .filter((f) => !(f.kind === 'entity' && f.fuzzy && exactValue(f)) && !atomic(f))
    .map((m) => ({ ...m, ...context(message, m.start, m.end) }));
  const kept = mentions
    .filter((m) => !found.some((f) => m.start < f.end && m.end > f.start))
    // a capitalised word that is a value seen in some list's field ("India" in country) says which field
    .map((m) => {
      if (m.kind !== 'text' || m.apps) return m;
      // (a value a tool lists, "Europe", says which apps hold it too: a list of another app cannot filter by it)
      if (m.source === 'known') {
        const seen = names.values.filter((v) => v.value.toLowerCase() === m.text.toLowerCase());
        return seen.length > 0 ? { ...m, apps: [...new Set(seen.map((v) => v.tool.app))] } : m;
      }
      if (m.source !== 'phrase' || m.field) return m;
      const seen = names.values.filter((v) => v.value.toLowerCase() === m.text.toLowerCase());
      return seen.length > 0 ? { ...m, field: seen[0]!.field, apps: [...new Set(seen.map((v) => v.tool.app))] } : m;
    });
  // a value seen in a list's field outranks a capitalised word inside it ("HR" of "HR directors")
  const phrase = (m: Mention) => m.kind === 'text' && m.source === 'phrase';
  const values = findValues(message, names, [...kept.filter((m) => !phrase(m)), ...found]).map((m) => ({
    ...m,
    ...context(message, m.start, m.end),
  }));
  // an e-mail address a listed record holds names that record (in the app that holds it)
  const byEmail = kept
    .filter((m) => !phrase(m) || !values.some((v) => m.start < v.end && m.end > v.start))
    .map((m): Mention => {
      if (m.kind !== 'email' && m.kind !== 'url') return m;
      // (a web address names the record whose website it is)
      const site = (v: unknown) =>
        typeof v === 'string'
          ? v
              .toLowerCase()
              .replace(RUN_RULES.scheme.pattern, '')
              .replace(RUN_RULES.www.pattern, '')
              .replace(RUN_RULES.trailingSlash.pattern, '')
          : '';
      const rec =
        m.kind === 'email'
          ? names.records.find((r) => typeof r.row.email === 'string' && r.row.email.toLowerCase() === m.text.toLowerCase())
          : names.records.find((r) => site(r.row.website) !== '' && site(r.row.website) === site(m.text));
      if (!rec) return m;
      return {
        kind: 'entity',
        text: m.text,
        id: rec.id,
        label: rec.label,
        entity: rec.entity,
        app: rec.tool.app,
        tool: rec.tool.name,
        row: rec.row,
        fuzzy: false,
        rivals: [],
        twins: [],
        start: m.start,
        end: m.end,
        before: m.before,
        after: m.after,
      };
    });
  const surnames = findSurnames(message, names, [...byEmail, ...found, ...values], isCommonWord).map((m) => ({
    ...m,
    ...context(message, m.start, m.end),
  }));
  return [...byEmail, ...found, ...values, ...surnames].sort((a, b) => a.start - b.start);
}
