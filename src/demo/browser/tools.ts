import type { ApiParameter, JsonSchema } from '../../registry/types.js';
import type { AgentTool } from '../tools/types.js';

/**
 * The browser tools as the planners see them: a name, a description written like a
 * registry tool's, a JSON input schema, and whether the tool changes a page (write
 * tools exist only while api_mode.web_automation is on).
 */
export interface BrowserToolDefinition {
  name: BrowserToolName;
  description: string;
  /** True for click/fill/submit/select: only with api_mode.web_automation. */
  write: boolean;
  inputSchema: JsonSchema;
}

export type BrowserToolName =
  | 'browser_navigate'
  | 'browser_get_text'
  | 'browser_extract_table'
  | 'browser_screenshot'
  | 'browser_get_form'
  | 'browser_click'
  | 'browser_fill'
  | 'browser_submit'
  | 'browser_select';

/** Longest text browser_get_text returns unless max_chars says less. */
export const MAX_TEXT_CHARS = 20_000;
/** Most rows browser_extract_table returns unless max_rows says less. */
export const MAX_TABLE_ROWS = 1_000;

const url = (what: string): JsonSchema => ({
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  description: `${what} Only http:// and https:// URLs; a bare host[:port]/path gets http://.`,
});
const selector = (what: string): JsonSchema => ({ type: 'string', minLength: 1, maxLength: 1000, description: what });

function schema(properties: Record<string, JsonSchema>, required: string[] = [], extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false, ...extra };
}

export const BROWSER_TOOLS: readonly BrowserToolDefinition[] = [
  {
    name: 'browser_navigate',
    write: false,
    description:
      'Open a web page in the browser (one page per chat session) and wait for it to load. ' +
      'Returns the page title, the final URL after redirects and the HTTP status.',
    inputSchema: schema({ url: url('The page to open, e.g. http://127.0.0.1:8080/dashboard.') }, ['url']),
  },
  {
    name: 'browser_get_text',
    write: false,
    description:
      'Read the visible text of the current page, or of the first element matching a CSS ' +
      'selector. Opens `url` first when given. Returns the text (at most max_chars characters) ' +
      'and whether it was truncated.',
    inputSchema: schema({
      url: url('Page to open first; omit to read the page already open in this chat session.'),
      selector: selector('CSS selector of the element to read, e.g. `main` or `#summary`; omit for the whole page.'),
      max_chars: { type: 'integer', minimum: 1, maximum: MAX_TEXT_CHARS, default: 8000, description: 'Longest text returned.' },
    }),
  },
  {
    name: 'browser_extract_table',
    write: false,
    description:
      'Extract an HTML table from the page as rows: one object per row keyed by the column ' +
      'headers, numbers parsed where a cell is numeric or currency (e.g. "$1,200,000" -> ' +
      '1200000). Opens `url` first when given. Use selector/index to choose among several ' +
      'tables.',
    inputSchema: schema({
      url: url('Page to open first; omit to use the page already open in this chat session.'),
      selector: selector('CSS selector of the table, or of an element containing it; default `table`.'),
      index: { type: 'integer', minimum: 0, default: 0, description: 'Which of the matching tables (0 = first).' },
      max_rows: { type: 'integer', minimum: 1, maximum: MAX_TABLE_ROWS, default: 500, description: 'Most rows returned.' },
    }),
  },
  {
    name: 'browser_screenshot',
    write: false,
    description:
      'Take a PNG screenshot of the page (the visible viewport, or the full scrollable page). ' +
      'Opens `url` first when given. Saves it under AGENT_HOME/data/screenshots/ and returns ' +
      'its path, size in bytes, width and height in pixels.',
    inputSchema: schema({
      url: url('Page to open first; omit to capture the page already open in this chat session.'),
      full_page: { type: 'boolean', default: false, description: 'Capture the whole scrollable page instead of the viewport.' },
    }),
  },
  {
    name: 'browser_get_form',
    write: false,
    description:
      'List the forms on the page and their fields: label, name, type, whether required, the ' +
      'options of a select, and a CSS selector for each field and form, plus the submit ' +
      'buttons. Opens `url` first when given. Use it before ' +
      'browser_fill/browser_select/browser_submit.',
    inputSchema: schema({
      url: url('Page to open first; omit to use the page already open in this chat session.'),
      selector: selector('CSS selector of one form, or of an element inside it; omit for every form.'),
    }),
  },
  {
    name: 'browser_click',
    write: true,
    description:
      'Click an element on the current page: by CSS selector, or by its visible text (a button ' +
      'or link name first, then any text). Waits for a resulting page load. Returns the URL ' +
      'and title after the click.',
    inputSchema: schema(
      {
        selector: selector('CSS selector of the element to click.'),
        text: { type: 'string', minLength: 1, maxLength: 500, description: 'Visible text of the button, link or element to click.' },
      },
      [],
      { anyOf: [{ required: ['selector'] }, { required: ['text'] }] },
    ),
  },
  {
    name: 'browser_fill',
    write: true,
    description:
      'Type a value into a form field on the current page, found by CSS selector or by its ' +
      'label text (the <label>, aria-label or placeholder). Replaces what the field held.',
    inputSchema: schema(
      {
        selector: selector('CSS selector of the input or textarea.'),
        label: {
          type: 'string',
          minLength: 1,
          maxLength: 500,
          description: 'Label, aria-label or placeholder of the field, e.g. "Account name".',
        },
        value: { type: ['string', 'number'], description: 'The value to type.' },
      },
      ['value'],
      { anyOf: [{ required: ['selector'] }, { required: ['label'] }] },
    ),
  },
  {
    name: 'browser_submit',
    write: true,
    description:
      'Submit a form on the current page: the form matching the selector (or containing the ' +
      'matched element), else the form of the last field filled, else the first form. Waits ' +
      'for the submission (page load or network) to settle. Returns the URL and title ' +
      'afterwards.',
    inputSchema: schema({
      selector: selector('CSS selector of the form, or of an element inside it (e.g. its submit button).'),
    }),
  },
  {
    name: 'browser_select',
    write: true,
    description: 'Choose an option in a <select> on the current page, by option value or by visible option text.',
    inputSchema: schema(
      {
        selector: selector('CSS selector of the <select> element.'),
        value: { type: 'string', minLength: 1, maxLength: 500, description: 'Option value or visible option text.' },
      },
      ['selector', 'value'],
    ),
  },
];

/** Parameters in the registry's record format, derived from the schema. */
export function schemaParameters(inputSchema: JsonSchema): ApiParameter[] {
  const properties = (inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((inputSchema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, prop]) => {
    const constraints: string[] = [];
    if (typeof prop.minimum === 'number') constraints.push(`>= ${prop.minimum}`);
    if (typeof prop.maximum === 'number') constraints.push(`<= ${prop.maximum}`);
    if (typeof prop.minLength === 'number' && prop.minLength > 0) constraints.push(`length >= ${prop.minLength}`);
    if (typeof prop.maxLength === 'number') constraints.push(`length <= ${prop.maxLength}`);
    if (prop.default !== undefined) constraints.push(`default: ${JSON.stringify(prop.default)}`);
    const type = Array.isArray(prop.type) ? (prop.type as string[]).join(' | ') : String(prop.type ?? 'string');
    return { name, type, required: required.has(name), description: String(prop.description ?? ''), constraints, schema: prop };
  });
}

/** A definition as an AgentTool (kind 'browser', app 'browser'). */
export function toAgentTool(def: BrowserToolDefinition): AgentTool {
  const alternatives = (def.inputSchema.anyOf as { required: string[] }[] | undefined)?.map((a) => a.required.join('+'));
  const description = alternatives ? `${def.description} Give one of: ${alternatives.join(', ')}.` : def.description;
  return {
    name: def.name,
    app: 'browser',
    kind: 'browser',
    description,
    parameters: schemaParameters(def.inputSchema),
    inputSchema: def.inputSchema,
    readOnly: !def.write,
  };
}
