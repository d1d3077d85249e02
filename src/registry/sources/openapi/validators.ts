import type { Ajv, ErrorObject, SchemaValidateFunction } from 'ajv';
import { createAjv } from '../../args.js';
import type { ArgsCheck, JsonSchema } from '../../types.js';
import type { SchemaGraph } from './graph.js';
import { DEFS_PREFIX, mapSchemas } from './schema-walk.js';

/** Argument schemas up to this size (JSON) are compiled once per distinct text. */
const SHARED_TEXT_MAX = 4096;
const ANNOTATIONS = new Set(['description', 'title', 'default', 'deprecated', 'readOnly', 'writeOnly', '$ref']);
/** The keyword a reference to a shared schema becomes: its compiled check, looked up when the data gets there. */
const DEF_KEYWORD = 'x-agent-def';
/** One ajv for checking schemas against the meta-schema: its compiled meta-schema is shared by every document. */
let meta: Ajv | undefined;
const metaAjv = () => (meta ??= createAjv(true));
const OPEN: ArgsCheck = Object.assign(() => true, { errors: null });

const escapePointer = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const firstLine = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .split('\n')[0]!
    .slice(0, 300);

/**
 * Argument validators over one document's graph of schemas, compiled in slices with a
 * turn of the event loop between them (no single step holds the loop for long):
 *
 * - every shared schema is checked against the meta-schema at load and compiled on its
 *   own when data first reaches it, once for all the tools that reach it; a reference to
 *   another shared schema is not compiled into it (ajv would compile a whole cycle of
 *   references, hundreds of schemas, in one step) but becomes a keyword that calls that
 *   schema's check when the data gets there;
 * - a tool's check is its arguments' checks (each compiled on its own, the same text
 *   once, on first use) plus the top level (required, no unknown arguments): a body of a
 *   thousand properties is a thousand small compilations, not one large one.
 *
 * A shared schema ajv refuses is replaced by an open one and reported: the rest still checks.
 */
export class GraphValidators {
  private readonly ajv: Ajv = createAjv(true);
  /** Def name -> its compiled check (open when ajv refused it). */
  private readonly defs = new Map<string, ArgsCheck>();
  /** Def name -> its converted schema (the graph's, kept when the graph is released), compiled on first use. */
  private bodies = new Map<string, unknown>();
  /** Def name -> null (usable) or why ajv refused it. */
  private readonly refused = new Map<string, string | null>();
  private readonly byText = new Map<string, ArgsCheck>();

  /** Dropped once every tool is compiled (release()): the graph holds the whole document. */
  private graph: SchemaGraph | undefined;

  /** Over a document's graph (at load); without one, over shared schemas prepared elsewhere ({@link GraphValidators.prepared}). */
  constructor(graph?: SchemaGraph) {
    this.graph = graph;
    const defCheck = (name: string) => this.defCheck(name);
    const validate: SchemaValidateFunction = function (name: string, data: unknown, _parent, cxt) {
      const check = defCheck(name);
      if (check(data)) return true;
      const at = cxt?.instancePath ?? '';
      validate.errors = (check.errors ?? []).map((e) => ({ ...e, instancePath: at + e.instancePath }));
      return false;
    };
    this.ajv.addKeyword({ keyword: DEF_KEYWORD, schemaType: 'string', errors: true, validate });
  }

  /**
   * Validators over shared schemas another thread prepared (a load worker: load-job.ts): each
   * shared schema's converted body and whether ajv refused it. Tools get {@link lazyCheck}s.
   */
  static prepared(bodies: Map<string, unknown>, refused: Iterable<[string, string | null]>): GraphValidators {
    const v = new GraphValidators();
    v.bodies = bodies;
    for (const [name, why] of refused) {
      v.refused.set(name, why);
      if (why !== null) v.defs.set(name, OPEN);
    }
    return v;
  }

  /** The shared schemas ajv refused, and why (null: usable), to hand to {@link prepared}. */
  refusals(): [string, string | null][] {
    return [...this.refused];
  }

  /** Forgets the graph (and so the document): what the checks need is compiled or kept with them. */
  release(): void {
    this.graph = undefined;
  }

  private get g(): SchemaGraph {
    if (!this.graph) throw new Error('the schema graph was released');
    return this.graph;
  }

  /** The schema with each reference to a shared schema turned into the keyword that calls its check. */
  private linked(schema: unknown): JsonSchema {
    return mapSchemas(schema, (node) => {
      const ref = node.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(DEFS_PREFIX)) return node;
      const { $ref: _ref, ...rest } = node;
      return { ...rest, [DEF_KEYWORD]: ref.slice(DEFS_PREFIX.length) };
    }) as JsonSchema;
  }

  /**
   * Checks every shared schema against the meta-schema (a schema ajv refuses is known at
   * load), with a turn of the event loop between them; each is compiled on first use.
   */
  async prepare(pause: () => Promise<void>): Promise<void> {
    this.bodies = this.g.defs;
    for (const [name, body] of this.bodies) {
      await pause();
      if (metaAjv().validateSchema(body as JsonSchema)) {
        this.refused.set(name, null);
      } else {
        this.defs.set(name, OPEN);
        this.refused.set(name, metaAjv().errorsText(metaAjv().errors));
      }
    }
  }

  /** The check of a shared schema, compiled on first use (small: the schemas it refers to are keywords). */
  private defCheck(name: string): ArgsCheck {
    let check = this.defs.get(name);
    if (!check) {
      const body = this.bodies.get(name);
      try {
        check = body ? this.ajv.compile(this.linked(body)) : OPEN;
      } catch {
        // the meta-schema accepted it at load; the service still checks what the registry cannot
        check = OPEN;
      }
      this.defs.set(name, check);
    }
    return check;
  }

  /**
   * The check of one argument's schema. A reference to a shared schema is its compiled
   * check; any other schema is checked against the meta-schema now (so a schema ajv refuses
   * is known at load) and compiled on first use (small: what it refers to is compiled).
   */
  private argCheck(schema: unknown, metaChecked = false): ArgsCheck {
    const s = schema as JsonSchema;
    const ref = typeof s?.$ref === 'string' && s.$ref.startsWith(DEFS_PREFIX) ? s.$ref.slice(DEFS_PREFIX.length) : undefined;
    if (ref && Object.keys(s).every((k) => ANNOTATIONS.has(k))) {
      if (this.refused.has(ref)) {
        const shared: ArgsCheck = (value: unknown) => {
          const check = this.defCheck(ref);
          const valid = check(value);
          shared.errors = check.errors;
          return valid;
        };
        return shared;
      }
    }
    const text = JSON.stringify(schema);
    const small = text.length <= SHARED_TEXT_MAX;
    let check = small ? this.byText.get(text) : undefined;
    if (!check) {
      const rebased = this.linked(schema);
      if (!metaChecked && !metaAjv().validateSchema(rebased)) throw new Error(metaAjv().errorsText(metaAjv().errors));
      let compiled: ArgsCheck | undefined;
      const lazy: ArgsCheck = (value: unknown) => {
        compiled ??= this.ajv.compile(rebased);
        const valid = compiled(value);
        lazy.errors = compiled.errors;
        return valid;
      };
      check = lazy;
      if (small) this.byText.set(text, check);
    }
    return check;
  }

  /** The check of a tool's args (its root and the defs it reaches), with what cannot be checked. */
  async compile(root: JsonSchema, names: string[], pause: () => Promise<void>): Promise<{ check: ArgsCheck | null; problems: string[] }> {
    const problems: string[] = [];
    for (const name of names) {
      const why = this.refused.get(name);
      if (why) problems.push(`schema '${name}' is not checked: ${why}`);
    }
    const props = (root.properties ?? {}) as Record<string, unknown>;
    const checks = new Map<string, ArgsCheck>();
    try {
      for (const [name, schema] of Object.entries(props)) {
        await pause();
        checks.set(name, this.argCheck(schema));
      }
    } catch (err) {
      return { check: null, problems: [...problems, `the argument schema cannot be compiled: ${firstLine(err)}`] };
    }
    return { check: topCheck(root, checks), problems };
  }

  /**
   * The check of a tool's args whose schemas a load worker already checked against the
   * meta-schema (`compile` gave it a check there): its argument checks are made on the first call.
   */
  lazyCheck(root: JsonSchema): ArgsCheck {
    let inner: ArgsCheck | undefined;
    const check: ArgsCheck = (args: unknown) => {
      if (!inner) {
        const checks = new Map<string, ArgsCheck>();
        for (const [name, schema] of Object.entries((root.properties ?? {}) as Record<string, unknown>))
          checks.set(name, this.argCheck(schema, true));
        inner = topCheck(root, checks);
      }
      const valid = inner(args);
      check.errors = inner.errors;
      return valid;
    };
    return check;
  }
}

/** A tool's check: its required arguments, no unknown ones, and each argument's own check. */
function topCheck(root: JsonSchema, checks: Map<string, ArgsCheck>): ArgsCheck {
  const required = Array.isArray(root.required) ? (root.required as string[]) : [];
  const check: ArgsCheck = (args: unknown) => {
    const errors: ErrorObject[] = [];
    const given = args as Record<string, unknown>;
    for (const r of required)
      if (given[r] === undefined)
        errors.push({ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: r } });
    for (const [k, v] of Object.entries(given)) {
      const c = checks.get(k);
      if (!c) {
        errors.push({
          keyword: 'additionalProperties',
          instancePath: '',
          schemaPath: '#/additionalProperties',
          params: { additionalProperty: k },
        });
        continue;
      }
      if (!c(v)) for (const e of c.errors ?? []) errors.push({ ...e, instancePath: `/${escapePointer(k)}${e.instancePath}` });
    }
    check.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return check;
}
