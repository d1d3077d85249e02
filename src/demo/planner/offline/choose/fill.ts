import { beyondDir } from '../understand/beyond.js';
import { isNegated } from '../understand/negation.js';
import type { ApiParameter } from '../../../../registry/types.js';
import type { AgentTool } from '../../../tools/types.js';
import { ID_CUES, type Mention } from '../understand/extract.js';
import type { Intent } from '../understand/intent.js';
import { idEntity, isIdParam, isPaging, isRatio, nameTerms, paramTerms, toolEntityTerms } from './params.js';
import { allowedValues, defaultOf, isNumericType, quotedExamples, schemaFieldNames } from '../core/schema.js';
import { terms } from '../core/tokenize.js';
import { CHOOSE_PARAM_RULES } from '../rules/choose-params.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { FIELD_RULES } from '../rules/core-fields.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * Arguments for one tool from the mentions of a message: each mention goes to at most one
 * parameter, the best-scoring pairs first. What is left over becomes row filters.
 */
export interface Fill {
  args: Record<string, unknown>;
  used: Set<Mention>;
  /** Required parameters (not paging, no default) still without a value. */
  missing: ApiParameter[];
  /** Sum of the strength of each assignment (5 ≈ certain). */
  strength: number;
  /** Human-readable notes on values that were converted or guessed. */
  notes: string[];
}

const MONEY_WORDS = new Set(terms('value amount worth revenue price cost budget'));

function adjacent(m: Mention, p: ApiParameter): boolean {
  const names = nameTerms(p).filter((t) => t !== 'name');
  const last = m.before[m.before.length - 1];
  const next = m.after[0];
  return names.length > 0 && ((last !== undefined && names.includes(last)) || (next !== undefined && names.includes(next)));
}

function numberScore(p: ApiParameter, m: Extract<Mention, { kind: 'number' }>, tool: AgentTool): number {
  if (isIdParam(p)) {
    const last = m.before[m.before.length - 1];
    if (m.comparator || m.unit !== 'plain' || !Number.isInteger(m.value) || last === undefined) return 0;
    // a bare number never goes into a string id whose description shows a prefixed form (acc_5)
    if (!isNumericType(p) && CHOOSE_PARAM_RULES.prefixedIdAnyCase.pattern.test(p.description)) return 0;
    return idEntity(p, tool).includes(last) || ID_CUES.has(last) ? 5 : 0;
  }
  if (!isNumericType(p) || m.ref) return 0;
  const pt = paramTerms(p);
  const money = CHOOSE_PARAM_RULES.moneyTerm.pattern.test([...pt].join(' '));
  // a bare number is an amount only with a comparator or a value word next to it
  if (
    money &&
    m.unit === 'plain' &&
    !m.comparator &&
    ![m.before[m.before.length - 1], m.after[0]].some((w) => w !== undefined && MONEY_WORDS.has(w))
  )
    return 0;
  let s = 0;
  for (const w of [...m.before, ...m.after]) if (pt.has(w)) s += 2;
  const ratio = isRatio(p);
  if (m.unit === 'percent') s += ratio ? 2.5 : -3;
  else if (ratio && m.value > 1 && m.value > 100) s -= 5;
  if (m.unit === 'money' && money) s += 1.5;
  const min = CHOOSE_PARAM_RULES.minName.pattern.test(p.name) || CHOOSE_PARAM_RULES.minimumWord.pattern.test(p.description);
  const max = CHOOSE_PARAM_RULES.maxName.pattern.test(p.name) || CHOOSE_PARAM_RULES.maximumWord.pattern.test(p.description);
  if (m.comparator === 'gte' || m.comparator === 'gt') s += min ? 1.5 : max ? -3 : 0;
  if (m.comparator === 'lte' || m.comparator === 'lt') s += max ? 1.5 : min ? -3 : 0;
  return s >= 1.5 ? s : 0;
}

function textScore(p: ApiParameter, m: Extract<Mention, { kind: 'text' }>): number {
  if (p.type !== 'string' || isIdParam(p)) return 0;
  const v = m.text.toLowerCase();
  // a value seen in a field of the same name ("Trade Show" in `source`)
  if (m.field !== undefined && m.field.toLowerCase() === p.name.toLowerCase()) return 5.5;
  if (allowedValues(p).some((a) => a.toLowerCase() === v)) return 6;
  if (quotedExamples(p.description).some((q) => q.toLowerCase() === v)) return 5;
  if (adjacent(m, p)) return 4;
  return 0;
}

/** How strongly mention `m` fits parameter `p` (0 = not at all). */
export function pairScore(p: ApiParameter, m: Mention, tool: AgentTool): number {
  const n = p.name.toLowerCase();
  switch (m.kind) {
    case 'id':
      if (!isIdParam(p)) return 0;
      if (isNumericType(p)) return 0;
      return CHOOSE_PARAM_RULES.prefixedId.pattern.test(p.description) &&
        p.description.includes(m.text.replace(RUN_RULES.trailingDigits.pattern, ''))
        ? 6
        : 3.5;
    case 'email':
      return CHOOSE_PARAM_RULES.emailName.pattern.test(`${p.name} ${p.constraints.join(' ')}`) ? 6 : 0;
    case 'url':
      return CHOOSE_PARAM_RULES.urlName.pattern.test(n) ? 5 : 0;
    // a bound ("before June") or several months ("Q1") is no one value of a month or year parameter
    case 'month':
      if (m.comparator || (m.span ?? 1) > 1 || m.day !== undefined) return 0;
      return CHOOSE_PARAM_RULES.monthName.pattern.test(n)
        ? 6
        : CHOOSE_PARAM_RULES.yearName.pattern.test(n) && m.year !== undefined
          ? 5.5
          : 0;
    case 'year':
      return CHOOSE_PARAM_RULES.yearName.pattern.test(n) && !m.comparator ? 6 : 0;
    case 'state':
      return CHOOSE_PARAM_RULES.stateName.pattern.test(n) ? 6 : 0;
    case 'number':
      return numberScore(p, m, tool);
    case 'text': {
      // ("US state": a value seen in another field is that field's, not the parameter's named beside it)
      const own = m.field?.toLowerCase();
      if (own && own !== n && !allowedValues(p).some((a) => a.toLowerCase() === m.text.toLowerCase())) return 0;
      // a parameter that takes listed values takes one of them ("deals across stages": no stage "across")
      const allowed = allowedValues(p).map(loose);
      if (allowed.length > 0 && !allowed.includes(loose(m.text))) return 0;
      return textScore(p, m);
    }
    case 'entity':
      return entityScore(p, m, tool);
  }
}

/** A value as compared with a parameter's listed ones: any letter case, spaces, dashes and underscores alike. */
const loose = (v: string) => v.toLowerCase().replace(CHOOSE_PARAM_RULES.looseBreak.pattern, '');

/** A record named by name goes into an id parameter of its own app that refers to its kind of record. */
function entityScore(p: ApiParameter, m: Extract<Mention, { kind: 'entity' }>, tool: AgentTool): number {
  if (!isIdParam(p) || tool.app !== m.app || !idEntity(p, tool).some((e) => m.entity.includes(e))) return 0;
  if (isNumericType(p) && typeof m.id !== 'number' && !SHAPE_RULES.digitsOnly.pattern.test(String(m.id))) return 0;
  return 7;
}

function valueFor(p: ApiParameter, m: Mention): { value: unknown; note?: string } {
  switch (m.kind) {
    case 'month':
      return { value: CHOOSE_PARAM_RULES.yearName.pattern.test(p.name.toLowerCase()) ? m.year : m.month };
    case 'year':
      return { value: m.year };
    case 'state':
      return { value: m.code, note: m.name !== m.code ? `${m.name} → ${m.code}` : undefined };
    case 'number': {
      if (m.unit === 'percent' && isRatio(p)) return { value: m.value / 100, note: `${m.raw} → ${m.value / 100}` };
      return { value: p.type === 'string' ? String(m.value) : m.value };
    }
    case 'text': {
      const exact = allowedValues(p).find((a) => a.toLowerCase() === m.text.toLowerCase());
      return { value: exact ?? m.text };
    }
    case 'entity':
      return {
        value: isNumericType(p) ? Number(m.id) : String(m.id),
        note: `${m.text.toLowerCase() === m.label.toLowerCase() ? m.label : `${m.text} → ${m.label}`} as ${String(m.id)}`,
      };
    default:
      return { value: isNumericType(p) ? Number(m.text) : m.text };
  }
}

/** "for Jane Doe", "named Jane Doe": a person's name for first/last-name parameters of a write. */
function fillPersonName(params: ApiParameter[], mentions: Mention[], used: Set<Mention>, args: Record<string, unknown>): number {
  const first = params.find((p) => CHOOSE_PARAM_RULES.firstNameParam.pattern.test(p.name));
  const last = params.find((p) => CHOOSE_PARAM_RULES.lastNameParam.pattern.test(p.name));
  const whole = params.find((p) => CHOOSE_PARAM_RULES.wholeNameParam.pattern.test(p.name));
  const free = mentions.filter((m): m is Extract<Mention, { kind: 'text' }> => m.kind === 'text' && !used.has(m));
  const cue = (m: Mention) => ['for', 'named', 'called', 'name'].includes(m.before[m.before.length - 1] ?? '');
  const pick =
    free.find((m) => cue(m) && (!first || m.text.includes(' '))) ??
    free.find((m) => m.source === 'phrase' && (!first || m.text.includes(' ')));
  if (!pick) return 0;
  if (first && last && args[first.name] === undefined && args[last.name] === undefined) {
    const parts = pick.text.split(SHAPE_RULES.spaces.pattern);
    args[first.name] = parts[0];
    args[last.name] = parts.slice(1).join(' ');
  } else if (whole && args[whole.name] === undefined) args[whole.name] = pick.text;
  else return 0;
  used.add(pick);
  return 4;
}

/** "company Acme", "phone 555-0100", "status qualified": a value written right after a parameter's name. */
function fillLabelled(message: string, params: ApiParameter[], args: Record<string, unknown>): number {
  let strength = 0;
  for (const p of params) {
    if (args[p.name] !== undefined || isPaging(p) || isIdParam(p) || !['string', 'integer', 'number'].includes(p.type)) continue;
    const label = p.name.replace(SHAPE_RULES.nameSeparators.pattern, '[ _-]?');
    const re = new RegExp(`\\b${label}\\s*(?:is|=|:|of)?\\s*("[^"]+"|'[^']+'|[^\\s,;]+(?:\\s+[A-Z][\\w.&-]*)*)`, 'i');
    const m = re.exec(message);
    if (!m) continue;
    const raw = m[1]!.replace(FIELD_RULES.quoteEnds.pattern, '');
    if (CHOOSE_PARAM_RULES.smallWord.pattern.test(raw)) continue;
    // a parameter that takes listed values takes one of them, or nothing ("deals across stages": no stage "across")
    const allowed = allowedValues(p);
    if (allowed.length > 0 && !allowed.some((a) => a.toLowerCase() === raw.toLowerCase())) continue;
    if (isNumericType(p)) {
      const n = Number(raw.replace(CHOOSE_PARAM_RULES.amountMarks.pattern, ''));
      if (!Number.isFinite(n)) continue;
      args[p.name] = n;
    } else args[p.name] = raw;
    strength += 4;
  }
  return strength;
}

/**
 * A record named by name that no parameter took: a tool of its app that lists its kind of
 * record can find its row (the list it was found in most surely); a tool of another app cannot.
 */
function entityFit(tool: AgentTool, mentions: Mention[], used: Set<Mention>): number {
  let s = 0;
  for (const m of mentions) {
    if (m.kind !== 'entity' || used.has(m)) continue;
    if (tool.app !== m.app) s -= 4;
    else if (tool.name === m.tool) s += 6;
    else if (toolEntityTerms(tool).some((e) => m.entity.includes(e))) s += 3;
  }
  return s;
}

/** Mentions that pick a category of rows (not one record, not a date or amount bound). */
const SELECTS = new Set<Mention['kind']>(['text', 'state']);

export function fillArgs(tool: AgentTool, mentions: Mention[], intent: Intent, message: string): Fill {
  const params = tool.parameters.filter((p) => !isPaging(p));
  const pairs: { p: ApiParameter; m: Mention; s: number }[] = [];
  // a value the rows must not hold, or a record named as a bound, is no argument: it filters the rows read
  const free = mentions.filter((m) => !isNegated(m) && !beyondDir(m));
  for (const p of params)
    for (const m of free) {
      const s = pairScore(p, m, tool);
      if (s > 0) pairs.push({ p, m, s });
    }
  pairs.sort((a, b) => b.s - a.s);
  // a share or a comparison needs the rows the values do not select too: those values filter the rows after reading
  // (in a share, a value of a field no row records, "that campaign's accounts", can only be the tool's: it scopes the whole)
  // ("are all of them in lima": every record is weighed against the condition, so those that fail it are read too)
  const recorded = schemaFieldNames(tool.response_schemas?.success);
  const weighed =
    intent.share || intent.compare || intent.every
      ? new Set(
          pairs
            .filter(
              (x) => SELECTS.has(x.m.kind) && (intent.compare || (intent.share && recorded.length === 0) || recorded.includes(x.p.name)),
            )
            .map((x) => x.p),
        )
      : undefined;
  // (the values still say the tool is the one that holds them)
  const held = new Map<Mention, number>();
  if (weighed)
    for (let i = pairs.length - 1; i >= 0; i--) {
      const x = pairs[i]!;
      if (!weighed.has(x.p)) continue;
      if (x.m.kind === 'text' && x.m.source === 'known') held.set(x.m, Math.max(held.get(x.m) ?? 0, x.s));
      pairs.splice(i, 1);
    }
  // "in the negotiation or proposal stage": two values of one parameter are either-or, filtered on the rows read whole
  if (!intent.write) {
    const strong = new Map<ApiParameter, Set<Mention>>();
    for (const x of pairs) if (SELECTS.has(x.m.kind) && x.s >= 5) strong.set(x.p, (strong.get(x.p) ?? new Set()).add(x.m));
    // only where the rows hold the parameter's field (a campaign no row records must go to the tool)
    const either = new Set([...strong].filter(([p, ms]) => ms.size >= 2 && recorded.includes(p.name)).map(([p]) => p));
    for (let i = pairs.length - 1; i >= 0; i--) if (either.has(pairs[i]!.p)) pairs.splice(i, 1);
  }
  const args: Record<string, unknown> = {};
  const used = new Set<Mention>();
  const notes: string[] = [];
  let strength = [...held.values()].reduce((a, b) => a + b, 0);
  for (const { p, m, s } of pairs) {
    if (args[p.name] !== undefined) continue;
    // a month mention may fill both month and year; anything else is used once
    if (used.has(m) && m.kind !== 'month') continue;
    const { value, note } = valueFor(p, m);
    if (value === undefined) continue;
    args[p.name] = value;
    used.add(m);
    strength += s;
    if (note) notes.push(note);
  }
  if (intent.write) {
    strength += fillPersonName(params, mentions, used, args);
    strength += fillLabelled(message, params, args);
  }
  strength += entityFit(tool, mentions, used);
  const missing = params.filter((p) => p.required && args[p.name] === undefined && defaultOf(p) === undefined);
  return { args, used, missing, strength, notes };
}
