import { z } from 'zod';

/**
 * The query language both planners speak (docs/query.md): one definition, here, from which
 * the TypeScript types, the validation of a model's `query` calls and the JSON Schema a
 * model is shown are all derived. A query reads a source (a tool, every page of it; the
 * rows of an earlier result, by handle; or another query) and passes its rows through
 * steps, in order. What comes out is rows (a table) or, for a computation between results,
 * one number. english.ts renders any query in one line; exec.ts runs it.
 */

const Field = z.string().min(1).max(200).describe('a field of the rows, as the rows name it (e.g. "stage", "annual_revenue")');
const Scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const AGG_OPS = ['count', 'sum', 'avg', 'median', 'min', 'max', 'count_distinct', 'values'] as const;
export type AggOp = (typeof AGG_OPS)[number];

export const CMP_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
export type CmpOp = (typeof CMP_OPS)[number];

export interface QuerySource {
  tool?: string;
  args?: Record<string, unknown>;
  /** Call the tool once per value of `field` in the rows of `of`, passing it as `arg` (a tool that takes one id). */
  for_each?: { arg: string; of: QuerySource; field: string; limit?: number };
  handle?: string;
  query?: Query;
  rows?: Record<string, unknown>[];
}

export type Cond =
  | { field: string; op: CmpOp; value: z.infer<typeof Scalar> | Value }
  | { field: string; op: 'in' | 'not_in'; values: z.infer<typeof Scalar>[] }
  | { field: string; op: 'contains' | 'not_contains' | 'starts_with' | 'ends_with_word' | 'has_word'; text: string }
  | { field: string; op: 'between'; from: string | number; to: string | number; to_exclusive?: boolean }
  | { field: string; op: 'empty' | 'not_empty' }
  | { field: string; op: 'same'; value: string }
  | { field: string; op: 'month'; value: number }
  | { all: Cond[] }
  | { any: Cond[] }
  | { not: Cond };

export interface Agg {
  op: AggOp;
  field?: string;
  as?: string;
  where?: Cond;
}

export type Expr =
  | string
  | number
  | { op: 'add' | 'sub' | 'mul' | 'div' | 'coalesce'; args: [Expr, Expr] }
  | { period: 'year' | 'half' | 'quarter' | 'month'; of: string }
  /** The text of a field after the last `sep` in it ("Lima Ltd - Upgrade" after " - ": "Upgrade"), or before the first. */
  | { part: 'after' | 'before'; of: string; sep: string }
  | { literal: string | number | boolean };

/** A number read from results: a literal, an aggregate over a query or handle, or a computation. */
export type Value = number | { agg: Agg; of?: QuerySource } | Compute;

export interface Compute {
  compute: 'ratio' | 'difference' | 'sum' | 'product' | 'share';
  left: Value;
  right: Value;
}

export type Step =
  | { where: Cond }
  | { join: { with: QuerySource; on: { left: string; right: string }; fields?: string[]; prefix?: string; keep?: 'matched' | 'all' } }
  | {
      exists: {
        in: QuerySource;
        on: { left: string; right: string };
        where?: Cond;
        negate?: boolean;
        /** "with at least 2 matches": the number of matching rows each row must have (else one is enough). */
        count?: { op: CmpOp; value: number };
      };
    }
  | { derive: { name: string; expr: Expr } }
  | { group: { by: string[]; aggs: Agg[] } }
  | { sort: { field: string; dir: 'asc' | 'desc' }[] }
  | { limit: number; offset?: number }
  | { select: string[] }
  | { distinct: string[] }
  | { difference: { with: QuerySource; on: { left: string; right: string } } }
  | { intersect: { with: QuerySource; on: { left: string; right: string } } }
  | { union: { with: QuerySource; key?: string } }
  | { rank: { field: string; dir: 'asc' | 'desc'; where: Cond } };

export interface Query {
  from: QuerySource;
  steps?: Step[];
}

/** What a planner asks for: rows (a query) or one number (a computation between results). */
export type Request = Query | Compute;

// ---------------------------------------------------------------------------------------------
// The schemas (recursive through z.lazy); the types above are checked against them below.

export const CondSchema: z.ZodType<Cond> = z.lazy(() =>
  z.union([
    z.object({ field: Field, op: z.enum(CMP_OPS), value: z.union([Scalar, ValueSchema]) }).strict(),
    z.object({ field: Field, op: z.enum(['in', 'not_in']), values: z.array(Scalar).max(10_000) }).strict(),
    z
      .object({
        field: Field,
        op: z.enum(['contains', 'not_contains', 'starts_with', 'ends_with_word', 'has_word']),
        text: z
          .string()
          .min(1)
          .max(200)
          .describe("any letter case; has_word: a word of the field begins with it; ends_with_word: the field's last word is it"),
      })
      .strict(),
    z
      .object({
        field: Field,
        op: z.literal('between'),
        from: z.union([z.string().max(100), z.number()]),
        to: z.union([z.string().max(100), z.number()]),
        to_exclusive: z.boolean().optional(),
      })
      .strict(),
    z.object({ field: Field, op: z.enum(['empty', 'not_empty']) }).strict(),
    z.object({ field: Field, op: z.literal('same'), value: z.string().max(200) }).strict(),
    z
      .object({ field: Field, op: z.literal('month'), value: z.number().int().min(1).max(12).describe('a date in this month of any year') })
      .strict(),
    z.object({ all: z.array(CondSchema).min(1).max(50) }).strict(),
    z.object({ any: z.array(CondSchema).min(1).max(50) }).strict(),
    z.object({ not: CondSchema }).strict(),
  ]),
);

export const AggSchema: z.ZodType<Agg> = z.lazy(() =>
  z
    .object({
      op: z.enum(AGG_OPS),
      field: Field.optional(),
      as: z.string().min(1).max(100).optional(),
      where: CondSchema.optional().describe('count or total only the rows that match (a rate: count where won / count)'),
    })
    .strict(),
);

export const ExprSchema: z.ZodType<Expr> = z.lazy(() =>
  z.union([
    Field,
    z.number(),
    z
      .object({
        op: z.enum(['add', 'sub', 'mul', 'div', 'coalesce']).describe('coalesce: the first argument, or the second where it is missing'),
        args: z.tuple([ExprSchema, ExprSchema]),
      })
      .strict(),
    z
      .object({ period: z.enum(['year', 'half', 'quarter', 'month']), of: Field })
      .strict()
      .describe('the year ("2025"), half ("H1 2025"), quarter ("Q1 2025") or month ("March 2025") of a date field'),
    z
      .object({ part: z.enum(['after', 'before']), of: Field, sep: z.string().min(1).max(20) })
      .strict()
      .describe('the text of a field after the last separator in it, or before the first (a category written inside a name)'),
    z.object({ literal: z.union([z.string().max(200), z.number(), z.boolean()]) }).strict(),
  ]),
);

export const SourceSchema: z.ZodType<QuerySource> = z.lazy(() =>
  z
    .object({
      tool: z.string().min(1).max(200).optional().describe('a read-only tool: every page of it is read'),
      args: z.record(z.string(), z.unknown()).optional(),
      for_each: z
        .object({ arg: z.string().min(1).max(200), of: SourceSchema, field: Field, limit: z.number().int().min(1).max(500).optional() })
        .strict()
        .optional()
        .describe('call the tool once per value of `field` in `of`, as its argument `arg` (at most `limit`, default 50)'),
      handle: z
        .string()
        .regex(/^r\d{1,6}$/)
        .optional()
        .describe('an earlier result of this conversation (r1, r2, ...)'),
      query: QuerySchema.optional(),
      rows: z.array(z.record(z.string(), z.unknown())).max(100_000).optional(),
    })
    .strict()
    .refine((s) => [s.tool, s.handle, s.query, s.rows].filter((x) => x !== undefined).length === 1, {
      message: 'a source is exactly one of: tool (with args), handle, query, rows',
    })
    .refine((s) => s.for_each === undefined || s.tool !== undefined, { message: 'for_each goes with a tool' }),
);

const On = z.object({ left: Field, right: Field }).strict();

export const StepSchema: z.ZodType<Step> = z.lazy(() =>
  z.union([
    z.object({ where: CondSchema }).strict(),
    z
      .object({
        join: z
          .object({
            with: SourceSchema,
            on: On,
            fields: z.array(Field).max(50).optional(),
            prefix: z.string().max(50).optional(),
            keep: z.enum(['matched', 'all']).optional(),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        exists: z
          .object({
            in: SourceSchema,
            on: On,
            where: CondSchema.optional(),
            negate: z.boolean().optional(),
            count: z
              .object({ op: z.enum(CMP_OPS), value: z.number().int().min(0) })
              .strict()
              .optional(),
          })
          .strict(),
      })
      .strict(),
    z.object({ derive: z.object({ name: z.string().min(1).max(100), expr: ExprSchema }).strict() }).strict(),
    z
      .object({
        group: z
          .object({ by: z.array(Field).max(5).describe('no field: one row over all rows'), aggs: z.array(AggSchema).min(1).max(20) })
          .strict(),
      })
      .strict(),
    z
      .object({
        sort: z
          .array(z.object({ field: Field, dir: z.enum(['asc', 'desc']) }).strict())
          .min(1)
          .max(5),
      })
      .strict(),
    z.object({ limit: z.number().int().min(0).max(100_000), offset: z.number().int().min(0).optional() }).strict(),
    z.object({ select: z.array(Field).min(1).max(50) }).strict(),
    z.object({ distinct: z.array(Field).min(1).max(5) }).strict(),
    z.object({ difference: z.object({ with: SourceSchema, on: On }).strict() }).strict(),
    z.object({ intersect: z.object({ with: SourceSchema, on: On }).strict() }).strict(),
    z.object({ union: z.object({ with: SourceSchema, key: Field.optional() }).strict() }).strict(),
    z.object({ rank: z.object({ field: Field, dir: z.enum(['asc', 'desc']), where: CondSchema }).strict() }).strict(),
  ]),
);

export const QuerySchema: z.ZodType<Query> = z.lazy(() =>
  z.object({ from: SourceSchema, steps: z.array(StepSchema).max(30).optional() }).strict(),
);

export const ComputeSchema: z.ZodType<Compute> = z.lazy(() =>
  z
    .object({
      compute: z.enum(['ratio', 'difference', 'sum', 'product', 'share']),
      left: ValueSchema,
      right: ValueSchema,
    })
    .strict(),
);

export const ValueSchema: z.ZodType<Value> = z.lazy(() =>
  z.union([z.number(), z.object({ agg: AggSchema, of: SourceSchema.optional() }).strict(), ComputeSchema]),
);

export const RequestSchema: z.ZodType<Request> = z.lazy(() => z.union([QuerySchema, ComputeSchema]));

export const isCompute = (r: Request): r is Compute => 'compute' in r;
