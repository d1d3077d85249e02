import { z } from 'zod';

/** skip/limit query parameters shared by every list of the CRM. */
export const PAGE_QUERY = {
  skip: z.coerce.number().int().min(0).default(0).meta({ description: 'Number of rows to skip before the page starts (>= 0, default 0)' }),
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Rows per page (1 to 100, default 20)' }),
};

export interface PageRequest {
  skip: number;
  limit: number;
}

export interface PageEnvelope<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  per_page: number;
}

/** `{items, total, page, pages, per_page}` with page = floor(skip/limit)+1, pages = ceil(total/limit). */
export function envelope<T>(items: T[], total: number, { skip, limit }: PageRequest): PageEnvelope<T> {
  return { items, total, page: Math.floor(skip / limit) + 1, pages: Math.ceil(total / limit), per_page: limit };
}

/** The envelope's schema around a record schema (`extra` adds fields such as `groups`). */
export function pageSchema(item: z.ZodType, id: string, extra: Record<string, z.ZodType> = {}) {
  return z
    .object({
      items: z.array(item).meta({ description: 'The rows of this page' }),
      total: z.number().int().meta({ description: 'Number of matching rows in all pages' }),
      page: z.number().int().meta({ description: 'Number of this page, from 1: floor(skip / limit) + 1' }),
      pages: z.number().int().meta({ description: 'Number of pages: ceil(total / limit)' }),
      per_page: z.number().int().meta({ description: 'Rows per page (the limit asked for)' }),
      ...extra,
    })
    .meta({ id });
}
