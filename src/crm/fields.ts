import { z } from 'zod';

/**
 * One field of a CRM resource, declared once and turned into the three schemas a resource
 * needs: the body of POST (required fields, defaults), the body of PUT (every field
 * optional, same rules) and the record returned by GET.
 */
export type FieldKind = 'required' | 'optional' | 'defaulted';

export interface Field {
  kind: FieldKind;
  schema: z.ZodType;
  description: string;
  default?: unknown;
}

export type Fields = Record<string, Field>;

/** Must be sent on create; never null. */
export const required = (schema: z.ZodType, description: string): Field => ({ kind: 'required', schema, description });
/** May be left out or null. */
export const optional = (schema: z.ZodType, description: string): Field => ({ kind: 'optional', schema, description });
/** Takes `value` when left out on create; never null. */
export const defaulted = <T>(schema: z.ZodType<T>, value: T, description: string): Field => ({
  kind: 'defaulted',
  schema,
  description,
  default: value,
});

type Shape = Record<string, z.ZodType>;

function build(fields: Fields, one: (f: Field) => z.ZodType): Shape {
  const shape: Shape = {};
  for (const [name, f] of Object.entries(fields)) shape[name] = one(f);
  return shape;
}

const describe = (s: z.ZodType, f: Field, suffix = '') => s.meta({ description: f.description + suffix });

/** POST body: required fields must be present, defaults fill the rest; unknown fields are rejected. */
export function createSchema(fields: Fields, id: string) {
  return z
    .strictObject(
      build(fields, (f) => {
        if (f.kind === 'required') return describe(f.schema, f, ' (required)');
        if (f.kind === 'defaulted') return describe(f.schema.default(f.default as never), f, ` (default ${JSON.stringify(f.default)})`);
        return describe(f.schema.nullable().optional(), f);
      }),
    )
    .meta({ id });
}

/** PUT body: only the fields sent are changed, each checked like on create; unknown fields are rejected. */
export function updateSchema(fields: Fields, id: string) {
  return z
    .strictObject(build(fields, (f) => describe(f.kind === 'optional' ? f.schema.nullable().optional() : f.schema.optional(), f)))
    .meta({ id });
}

/** A stored record: id, every field (optional ones may be null), timestamps. */
export function recordSchema(fields: Fields, id: string, extra: Shape = {}) {
  return z
    .object({
      id: z.number().int().meta({ description: 'Unique id, assigned by the server' }),
      ...build(fields, (f) => describe(f.kind === 'optional' ? f.schema.nullable() : f.schema, f)),
      ...extra,
      created_at: z.string().meta({ description: 'When the record was created (ISO 8601, UTC)' }),
      updated_at: z.string().meta({ description: 'When the record was last changed (ISO 8601, UTC)' }),
    })
    .meta({ id });
}
