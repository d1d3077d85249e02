import type { Ajv, ErrorObject } from 'ajv';
import { createAjv } from '../../args.js';
import type { ArgsCheck, JsonSchema } from '../../types.js';
import type { SchemaGraph } from './graph.js';
import { DEFS_PREFIX, mapRefs } from './schema-walk.js';

let documents = 0;
/** Argument schemas up to this size (JSON) are compiled once per distinct text. */
const SHARED_TEXT_MAX = 4096;
const ANNOTATIONS = new Set(['description', 'title', 'default', 'deprecated', 'readOnly', 'writeOnly', '$ref']);

const escapePointer = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const firstLine = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .split('\n')[0]!
    .slice(0, 300);

/**
 * Argument validators over one document's graph of schemas, compiled in slices with a
 * turn of the event loop between them (no single step holds the loop for long):
 *
 * - every shared schema is added to the document's own ajv under an id of its own and
 *   compiled once for all the tools that reach it, referenced ones first;
 * - a tool's check is its arguments' checks (each compiled on its own, the same text
 *   once, on first use) plus the top level (required, no unknown arguments): a body of a
 *   thousand properties is a thousand small compilations, not one large one.
 *
 * A shared schema ajv refuses is replaced by an open one and reported: the rest still checks.
 */
export class GraphValidators {
  private readonly ajv: Ajv = createAjv(true);
  private readonly prefix = `urn:agent:openapi:${++documents}:`;
  /** Def name -> null (usable) or why ajv refused it. */
  private readonly refused = new Map<string, string | null>();
  private readonly byText = new Map<string, ArgsCheck>();

  /** Dropped once every tool is compiled (release()): the graph holds the whole document. */
  private graph: SchemaGraph | undefined;

  constructor(graph: SchemaGraph) {
    this.graph = graph;
  }

  /** Forgets the graph (and so the document): what the checks need is compiled or kept with them. */
  release(): void {
    this.graph = undefined;
  }

  private get g(): SchemaGraph {
    if (!this.graph) throw new Error('the schema graph was released');
    return this.graph;
  }

  private rebase(schema: unknown): JsonSchema {
    return mapRefs(schema, (ref) => (ref.startsWith(DEFS_PREFIX) ? this.prefix + ref.slice(DEFS_PREFIX.length) : ref)) as JsonSchema;
  }

  /** Adds and compiles every shared schema, referenced ones before those referring to them. */
  async prepare(pause: () => Promise<void>): Promise<void> {
    const names = [...this.g.defs.keys()];
    for (const name of names) {
      await pause();
      try {
        this.ajv.addSchema(this.rebase(this.g.defs.get(name)), this.prefix + name);
        this.refused.set(name, null);
      } catch (err) {
        this.ajv.addSchema({}, this.prefix + name);
        this.refused.set(name, firstLine(err));
      }
    }
    // post-order over the references: a def is compiled after the defs it refers to (within a cycle, together)
    const done = new Set<string>();
    for (const start of names) {
      if (done.has(start)) continue;
      const stack: [string, number][] = [[start, 0]];
      done.add(start);
      while (stack.length > 0) {
        const frame = stack[stack.length - 1]!;
        const next = this.g.refsOf(frame[0])[frame[1]++];
        if (next !== undefined) {
          if (!done.has(next) && this.g.defs.has(next)) {
            done.add(next);
            stack.push([next, 0]);
          }
          continue;
        }
        stack.pop();
        await pause();
        this.compileDef(frame[0]);
      }
    }
  }

  private compileDef(name: string): void {
    if (this.refused.get(name)) return;
    try {
      this.ajv.getSchema(this.prefix + name);
    } catch (err) {
      this.refused.set(name, firstLine(err));
      this.ajv.removeSchema(this.prefix + name);
      this.ajv.addSchema({}, this.prefix + name);
    }
  }

  /**
   * The check of one argument's schema. A reference to a shared schema is its compiled
   * check; any other schema is checked against the meta-schema now (so a schema ajv refuses
   * is known at load) and compiled on first use (small: what it refers to is compiled).
   */
  private argCheck(schema: unknown): ArgsCheck {
    const s = schema as JsonSchema;
    const ref = typeof s?.$ref === 'string' && s.$ref.startsWith(DEFS_PREFIX) ? s.$ref.slice(DEFS_PREFIX.length) : undefined;
    if (ref && Object.keys(s).every((k) => ANNOTATIONS.has(k))) {
      const shared = this.ajv.getSchema(this.prefix + ref);
      if (shared) return shared;
    }
    const text = JSON.stringify(schema);
    const small = text.length <= SHARED_TEXT_MAX;
    let check = small ? this.byText.get(text) : undefined;
    if (!check) {
      const rebased = this.rebase(schema);
      if (!this.ajv.validateSchema(rebased)) throw new Error(this.ajv.errorsText(this.ajv.errors));
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
    return { check, problems };
  }
}
