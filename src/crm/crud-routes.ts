import { z } from 'zod';
import type { Service } from '../http/index.js';
import { notFoundError } from './errors.js';
import { envelope, PAGE_QUERY, pageSchema } from './pagination.js';
import type { Resource, ResourceTexts } from './resources.js';
import type { CrmStore, Row } from './store.js';
import { decimalId } from './schemas.js';

const ERROR = z.object({ detail: z.string() }).meta({ id: 'HTTPError' });

/** GET list, GET/POST/PUT/DELETE by id for one resource: the same five routes for all four. */
export function registerCrudRoutes(service: Service, store: CrmStore, r: Resource): void {
  const base = `/${r.name}/`;
  const item = `/${r.name}/:${r.idParam}`;
  const tags = [r.name];
  const idParams = z.object({ [r.idParam]: decimalId().meta({ description: `Id of the ${r.singular}` }) });
  const idOf = (params: Record<string, unknown>) => params[r.idParam] as number;
  const filterSchemas = Object.fromEntries(Object.entries(r.filters).map(([name, f]) => [name, f.schema]));
  const listQuery = z.strictObject({ ...filterSchemas, ...PAGE_QUERY });
  const title = r.singular[0]!.toUpperCase() + r.singular.slice(1);
  const page = pageSchema(r.schemas.record, `${title}Page`);
  const missing = { description: `No ${r.singular} with this id`, schema: ERROR };
  /** operationId, summary, description and tags of one of the five operations. */
  const about = (verb: keyof ResourceTexts, operationId: string) => ({
    operationId,
    summary: r.texts[verb][0],
    description: r.texts[verb][1],
    tags,
  });
  const writing = <T>(fn: () => T): T => fn();

  service.route(
    {
      method: 'get',
      path: base,
      ...about('list', `list_${r.name}`),
      query: listQuery,
      responses: { 200: { description: `A page of ${r.name}`, schema: page } },
      fast: true,
    },
    async ({ query }) => {
      const { skip, limit, ...filters } = query as Row & { skip: number; limit: number };
      const found = await store.list(r, filters, { skip, limit });
      return envelope(found.items, found.total, { skip, limit });
    },
  );

  service.route(
    {
      method: 'get',
      path: item,
      ...about('get', `get_${r.singular}`),
      params: idParams,
      responses: { 200: { description: `The ${r.singular}`, schema: r.schemas.record }, 404: missing },
    },
    async ({ params }) => {
      const found = await store.get(r, idOf(params));
      if (!found) throw notFoundError(r.singular, idOf(params));
      return found;
    },
  );

  service.route(
    {
      method: 'post',
      path: base,
      ...about('create', `create_${r.singular}`),
      body: r.schemas.create,
      responses: { 201: { description: `The ${r.singular} created`, schema: r.schemas.record } },
    },
    ({ body }) => writing(() => store.create(r, body as Row)),
  );

  service.route(
    {
      method: 'put',
      path: item,
      ...about('update', `update_${r.singular}`),
      params: idParams,
      body: r.schemas.update,
      responses: { 200: { description: `The ${r.singular} after the change`, schema: r.schemas.record }, 404: missing },
    },
    async ({ params, body }) => {
      const updated = await writing(() => store.update(r, idOf(params), body as Row));
      if (!updated) throw notFoundError(r.singular, idOf(params));
      return updated;
    },
  );

  service.route(
    {
      method: 'delete',
      path: item,
      ...about('delete', `delete_${r.singular}`),
      params: idParams,
      responses: { 204: { description: `The ${r.singular} was deleted` }, 404: missing },
    },
    async ({ params }) => {
      if (!(await store.remove(r, idOf(params)))) throw notFoundError(r.singular, idOf(params));
      return undefined;
    },
  );
}
