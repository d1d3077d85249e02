/** An OpenAPI document or a part of one: arbitrary JSON read property by property. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenApiObject = Record<string, any>;

/**
 * Local `$ref`s (`#/components/schemas/Pet`) of a parsed document, followed on demand and
 * never written back: the document stays a tree of plain JSON, so nothing derived from it
 * can become circular. Only `$ref`s where OpenAPI allows them are followed (schemas,
 * parameters, request bodies, responses, path items): a `$ref` inside an example value or
 * a vendor extension (`x-...`) is data, and is never resolved.
 */
export class RefResolver {
  private readonly targets = new Map<string, OpenApiObject | null>();
  private readonly pointers = new WeakMap<object, string>();

  constructor(private readonly doc: OpenApiObject) {}

  /** The object at a local JSON pointer (`#/a/b~1c`), or null when there is none. */
  at(ref: string): OpenApiObject | null {
    let hit = this.targets.get(ref);
    if (hit !== undefined) return hit;
    hit = null;
    if (ref === '#' || ref.startsWith('#/')) {
      let node: unknown = this.doc;
      for (const raw of ref === '#' ? [] : ref.slice(2).split('/')) {
        const key = decodePointerToken(raw);
        if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) {
          node = undefined;
          break;
        }
        node = (node as OpenApiObject)[key];
      }
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
        hit = node as OpenApiObject;
        if (!this.pointers.has(hit)) this.pointers.set(hit, ref);
      }
    }
    this.targets.set(ref, hit);
    return hit;
  }

  /**
   * The object a node stands for: the node itself, or the end of its `$ref` chain. Null for
   * a `$ref` that points nowhere (or at another file), or a chain that loops.
   */
  deref<T = OpenApiObject>(node: unknown): T | null {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
    let current = node as OpenApiObject;
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      if (hops > 64) return null;
      const next = this.at(current.$ref);
      if (!next) return null;
      current = next;
    }
    return current as T;
  }

  /** The pointer an object was reached by (for readable names), if it was reached through a `$ref`. */
  pointerOf(node: object): string | undefined {
    return this.pointers.get(node);
  }
}

/** `~1` -> `/`, `~0` -> `~`, percent-escapes decoded (pointers in URI fragments). */
export function decodePointerToken(token: string): string {
  let t = token;
  if (t.includes('%')) {
    try {
      t = decodeURIComponent(t);
    } catch {
      // not percent-encoded after all
    }
  }
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}
