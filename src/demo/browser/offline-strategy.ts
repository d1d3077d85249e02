import type { PlanContext, PlanResult } from '../planner/types.js';
import type { AgentTool, ToolCallOutcome } from '../tools/types.js';
import {
  createOfflinePlanner,
  fieldWords,
  findRows,
  formatValue,
  labelOf,
  listWords,
  mainMeasure,
  orderRows,
  parseIntent,
  plural,
  resolveField,
  rowLine,
  terms,
  type Row,
  type Strategy,
} from '../planner/offline/index.js';

/**
 * Browser requests for the offline planner (hybrid and web modes): open a page and read
 * its title or text, take a screenshot, read a table and pick the top/bottom rows, and
 * (with web automation) take a record from the registry tools and add it through a
 * page's form. Claims a message only when browser tools are offered and the message
 * names a URL (or acts on the page this chat already opened); otherwise the API planner
 * answers.
 */

const URL_RE = /\bhttps?:\/\/[^\s"'<>]+/i;
const WRITE_RE = /\b(add|create|insert|enter|register|submit|fill(?:\s+in)?|put)\b/i;
const SCREENSHOT_RE = /\bscreen\s?shot|\bcapture\b|\bsnapshot\b/i;
const FULL_PAGE_RE = /\bfull[\s-]?page\b|\bwhole page\b|\bentire page\b/i;
const TABLE_RE =
  /\btables?\b|\brows?\b|\bcolumns?\b|\b(top|highest|lowest|largest|smallest|biggest|most|least|best|worst|max(?:imum)?|min(?:imum)?)\b/i;
const TITLE_RE = /\btitle\b/i;
const TEXT_RE = /\b(text|read|contents?|says?|summari[sz]e|what(?:'s| is) on|heading|words)\b/i;
const OPEN_RE = /\b(open|go to|visit|navigate|load|browse|check)\b/i;

type Call = (tool: string, args: Record<string, unknown>) => Promise<ToolCallOutcome>;

interface FormField {
  label: string;
  name: string | null;
  id: string | null;
  type: string;
  required: boolean;
  selector: string | null;
  options?: { value: string; label: string }[];
}

interface PageForm {
  selector: string;
  fields: FormField[];
  submit: string[];
}

function urlIn(message: string): string | undefined {
  return URL_RE.exec(message)?.[0]?.replace(/[.,;:!?)\]]+$/, '');
}

function failed(o: ToolCallOutcome): PlanResult {
  return { response: `The browser step ${o.tool} failed: ${o.error ?? 'error'}`, result: null, confidence: 0.3 };
}

/** The rows the message asks for, ordered by the field it names (or the main measure). */
function pickRows(rows: Row[], message: string): { rows: Row[]; field?: string; dir?: 'asc' | 'desc' } {
  const intent = parseIntent(message);
  if (!intent.order || rows.length === 0) return { rows };
  const field = resolveField(rows, intent.order.hint, { numeric: true }) ?? mainMeasure(rows);
  if (!field) return { rows };
  const k = intent.order.k ?? (intent.order.singular ? 1 : Math.min(rows.length, 5));
  return { rows: orderRows(rows, field, intent.order.dir).slice(0, k), field, dir: intent.order.dir };
}

/** A row's human name: its name/title field, else its first text cell. */
function nameOf(row: Row): string {
  return labelOf(row) ?? String(Object.values(row).find((v) => typeof v === 'string') ?? JSON.stringify(row));
}

function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Which row field goes into a form field: exact name, else label/name/id words naming the key. */
function fieldFor(field: FormField, row: Row, used: Set<string>): string | undefined {
  const keys = Object.keys(row).filter((k) => !used.has(k) && row[k] !== null && typeof row[k] !== 'object');
  const ids = [field.name, field.id].filter((v): v is string => Boolean(v));
  const exact = keys.find((k) => ids.some((i) => i.toLowerCase() === k.toLowerCase()));
  if (exact) return exact;
  const have = new Set([...wordsOf(field.label), ...ids.flatMap(wordsOf)]);
  let best: { key: string; score: number } | undefined;
  for (const k of keys) {
    const kw = wordsOf(k).filter((w) => w !== 'is');
    if (kw.length === 0 || (kw.length === 1 && kw[0] === 'id')) continue;
    const hits = kw.filter((w) => have.has(w)).length;
    if (hits === 0) continue;
    const score = hits / kw.length;
    if (!best || score > best.score) best = { key: k, score };
  }
  return best && best.score >= 0.5 ? best.key : undefined;
}

function optionFor(field: FormField, value: unknown): string | undefined {
  const want = String(value).trim().toLowerCase();
  return field.options?.find((o) => o.value.toLowerCase() === want || o.label.toLowerCase() === want)?.value;
}

export interface BrowserStrategyOptions {
  /** Answers the API half of a hybrid message (default: the offline API planner with no extra strategies). */
  apiAnswer?: (ctx: PlanContext) => Promise<PlanResult>;
}

export function createBrowserStrategy(opts: BrowserStrategyOptions = {}): Strategy {
  const apiPlanner = opts.apiAnswer ? undefined : createOfflinePlanner();
  const apiAnswer = opts.apiAnswer ?? ((ctx: PlanContext) => apiPlanner!.answer(ctx));

  return {
    name: 'browser',
    async tryAnswer(ctx: PlanContext): Promise<PlanResult | null> {
      const tools = ctx.tools.list();
      const browserTools = new Set(tools.filter((t) => t.kind === 'browser').map((t) => t.name));
      if (browserTools.size === 0) return null;
      const url = urlIn(ctx.message);
      const pageOpen = ctx.history.some((turn) => turn.calls.some((c) => c.tool.startsWith('browser_') && c.status === 'ok'));
      if (!url && !(pageOpen && (SCREENSHOT_RE.test(ctx.message) || /\b(this|the|that) page\b|\btable\b/i.test(ctx.message)))) return null;

      const call: Call = (tool, args) => ctx.tools.call(tool, args, { sessionId: ctx.sessionId, signal: ctx.signal, emit: ctx.emit });
      const plan = (text: string) => ctx.emit({ type: 'plan', text, planner: 'offline' });
      const target = url ? { url } : {};
      const where = url ?? 'the open page';
      const message = url ? ctx.message.replace(url, ' ') : ctx.message;

      if (WRITE_RE.test(message)) {
        return addThroughForm(ctx, call, plan, tools, browserTools, url, message, apiAnswer);
      }
      if (SCREENSHOT_RE.test(message)) {
        const fullPage = FULL_PAGE_RE.test(message);
        plan(`browser_screenshot ${where}${fullPage ? ' (full page)' : ''}`);
        const o = await call('browser_screenshot', { ...target, full_page: fullPage });
        if (o.status === 'error') return failed(o);
        const r = o.result as { path: string; bytes: number; width: number; height: number; title: string; url: string };
        return {
          response:
            `Saved a ${fullPage ? 'full-page ' : ''}screenshot of ${r.url} ("${r.title}") to ` +
            `${r.path} (${r.width}×${r.height} PNG, ${plural(r.bytes, 'byte')}).`,
          result: r,
          confidence: 0.95,
        };
      }
      if (TABLE_RE.test(message) && !TITLE_RE.test(message)) {
        plan(`browser_extract_table ${where}`);
        const o = await call('browser_extract_table', target);
        if (o.status === 'error') return failed(o);
        const t = o.result as { url: string; rows: Row[]; row_count: number; headers: string[]; table_count: number };
        const picked = pickRows(t.rows, message);
        const max = ctx.settings.demo.max_results;
        if (picked.field && picked.rows.length > 0) {
          const best = picked.rows[0]!;
          const adj = picked.dir === 'desc' ? 'highest' : 'lowest';
          const head =
            picked.rows.length === 1
              ? `${nameOf(best)} has the ${adj} ${fieldWords(picked.field)} in the table on ${t.url}: ` +
                `${formatValue(picked.field, best[picked.field])} (of ${plural(t.row_count, 'row')}).`
              : `The ${picked.rows.length} rows with the ${adj} ${fieldWords(picked.field)} in the table ` +
                `on ${t.url} (of ${plural(t.row_count, 'row')}):`;
          const lines = picked.rows.length === 1 ? [] : picked.rows.slice(0, max).map((r, i) => `${i + 1}. ${rowLine(r)}`);
          return { response: [head, ...lines].join('\n'), result: picked.rows, confidence: 0.9 };
        }
        const lines = t.rows.slice(0, max).map((r, i) => `${i + 1}. ${rowLine(r)}`);
        const more = t.rows.length > max ? [`(showing ${max} of ${t.rows.length})`] : [];
        return {
          response: [`The table on ${t.url} has ${plural(t.row_count, 'row')} (columns: ${listWords(t.headers)}):`, ...lines, ...more].join(
            '\n',
          ),
          result: t.rows,
          confidence: 0.85,
        };
      }
      if (TEXT_RE.test(message) && !TITLE_RE.test(message)) {
        plan(`browser_get_text ${where}`);
        const o = await call('browser_get_text', target);
        if (o.status === 'error') return failed(o);
        const r = o.result as { url: string; title: string; text: string; truncated: boolean; length: number };
        const excerpt = r.text.length > 1500 ? `${r.text.slice(0, 1500)}…` : r.text;
        return {
          response: `Text of ${r.url} ("${r.title}"), ${plural(r.length, 'character')}${r.truncated ? ' (truncated)' : ''}:\n${excerpt}`,
          result: r,
          confidence: 0.85,
        };
      }
      if (!url) return null;
      if (!TITLE_RE.test(message) && !OPEN_RE.test(message)) return null;
      plan(`browser_navigate ${url}`);
      const o = await call('browser_navigate', { url });
      if (o.status === 'error') return failed(o);
      const r = o.result as { url: string; title: string; status: number | null };
      const title = r.title ? `The page title is "${r.title}".` : 'The page has no title.';
      const moved = r.url !== new URL(url).href ? ` (redirected to ${r.url})` : '';
      return {
        response: `${title} Opened ${url}${moved}, HTTP ${r.status ?? 'status unknown'}.`,
        result: r,
        confidence: TITLE_RE.test(message) ? 0.95 : 0.8,
      };
    },
  };
}

/**
 * "get my top account by revenue, then add it on <url>": the part before the write verb
 * is answered by the API planner (registry tools only), its first row is written into the
 * page's form field by field, the form is submitted, and the page is read back.
 */
async function addThroughForm(
  ctx: PlanContext,
  call: Call,
  plan: (text: string) => void,
  tools: AgentTool[],
  browserTools: Set<string>,
  url: string | undefined,
  message: string,
  apiAnswer: (ctx: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult> {
  if (!browserTools.has('browser_fill') || !browserTools.has('browser_submit')) {
    return {
      response:
        'Filling in and submitting a form on a page is a browser write action, and web ' +
        'automation is off (api_mode.web_automation = false): only reading pages is allowed.',
      result: null,
      confidence: 0.9,
    };
  }
  const verb = WRITE_RE.exec(message)!;
  const sourceText = message
    .slice(0, verb.index)
    .replace(/[,;]?\s*(and\s+)?(then|and)?\s*$/i, '')
    .trim();
  const apiTools = tools.filter((t) => t.kind === 'api');
  if (terms(sourceText).length === 0) {
    return {
      response:
        `Say where the values for the form on ${url ?? 'the page'} come from, e.g. "get my top ` +
        `account by revenue, then add it on ${url ?? '<url>'}".`,
      result: null,
      confidence: 0.2,
    };
  }
  if (apiTools.length === 0) {
    return {
      response:
        `"${sourceText}" needs the registry's API tools, which this mode does not offer (web ` +
        `mode has browser tools only); use hybrid mode: agent start demo --mode hybrid.`,
      result: null,
      confidence: 0.7,
    };
  }
  const api = await apiAnswer({ ...ctx, message: sourceText, tools: { list: () => apiTools, call: ctx.tools.call } });
  const source = findRows(api.result).rows[0];
  if (!source) return { response: `Nothing to add: ${api.response}`, result: api.result, confidence: Math.min(api.confidence, 0.4) };

  plan(`browser_get_form ${url ?? 'the open page'}; fill it from ${nameOf(source)}; browser_submit`);
  const formOut = await call('browser_get_form', url ? { url } : {});
  if (formOut.status === 'error') return failed(formOut);
  const page = formOut.result as { url: string; forms: PageForm[] };
  const form = page.forms.find((f) => f.fields.length > 0);
  if (!form) return { response: `The page ${page.url} has no form with fields to fill.`, result: source, confidence: 0.3 };

  const used = new Set<string>();
  const filled: Record<string, unknown> = {};
  const skipped: string[] = [];
  for (const field of form.fields) {
    if (!field.selector) continue;
    const key = fieldFor(field, source, used);
    if (!key) {
      if (field.required) skipped.push(field.label);
      continue;
    }
    used.add(key);
    let o: ToolCallOutcome;
    if (field.type === 'select') {
      const option = optionFor(field, source[key]);
      if (option === undefined) {
        skipped.push(field.label);
        continue;
      }
      o = await call('browser_select', { selector: field.selector, value: option });
    } else {
      o = await call('browser_fill', { selector: field.selector, value: String(source[key]) });
    }
    if (o.status === 'error') return failed(o);
    filled[field.label] = source[key];
  }
  if (Object.keys(filled).length === 0) {
    return {
      response: `No field of the form on ${page.url} matches a field of ${nameOf(source)} (${Object.keys(source).join(', ')}).`,
      result: source,
      confidence: 0.3,
    };
  }
  if (skipped.length > 0) {
    return {
      response:
        `Did not submit the form on ${page.url}: no value for the required field(s) ` +
        `${listWords(skipped)} in ${nameOf(source)} (${Object.keys(source).join(', ')}).`,
      result: { source, filled },
      confidence: 0.4,
    };
  }
  const submitted = await call('browser_submit', { selector: form.selector });
  if (submitted.status === 'error') return failed(submitted);
  const check = await call('browser_get_text', {});
  const name = nameOf(source);
  const verified = check.status === 'ok' && (check.result as { text: string }).text.includes(name);
  const values = Object.entries(filled).map(([label, v]) => `${label} = ${typeof v === 'number' ? formatValue(label, v) : String(v)}`);
  const firstLine = api.response.split('\n')[0];
  return {
    response: [
      `Added ${name} on ${page.url}: filled ${listWords(values)} and submitted the ` +
        `form.${verified ? ` The page now shows ${name}.` : ' The page did not show the new entry afterwards; check it.'}`,
      `Source: ${firstLine}`,
    ].join('\n'),
    result: { source, filled, page: (submitted.result as { url: string }).url, verified },
    confidence: verified ? Math.min(0.9, Math.max(api.confidence, 0.6)) : 0.5,
  };
}
