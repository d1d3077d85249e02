/**
 * Type-level test (compiled by test/route-types.test.ts with `tsc -p test/types`): a route
 * handler is typed by the 2xx schema its contract declares. Each `@ts-expect-error` line
 * must be an error; if the check stops rejecting wrong shapes, tsc reports the directive as
 * unused and the test fails.
 */
import { z } from 'zod';
import { createLogger, createService } from '../../src/http/index.js';

const service = createService({ name: 'types', logger: createLogger('types', 'silent'), info: { title: 'types', version: '0' } });
const Thing = z.object({ id: z.number(), name: z.string() });

// the declared shape: accepted
service.route(
  { method: 'get', path: '/ok', operationId: 'ok', summary: 'ok', responses: { 200: { description: 'ok', schema: Thing } } },
  () => ({ id: 1, name: 'a' }),
);
service.route(
  { method: 'get', path: '/async', operationId: 'async', summary: 'async', responses: { 200: { description: 'ok', schema: Thing } } },
  async () => ({ id: 1, name: 'a' }),
);
// a handler that writes the answer itself returns nothing: accepted
service.route(
  { method: 'get', path: '/raw', operationId: 'raw', summary: 'raw', responses: { 200: { description: 'ok', schema: Thing } } },
  ({ res }) => {
    res.json({ id: 1, name: 'a' });
  },
);
// 201 is the success answer when there is no 200
service.route(
  { method: 'post', path: '/made', operationId: 'made', summary: 'made', responses: { 201: { description: 'made', schema: Thing } } },
  () => ({ id: 2, name: 'b' }),
);

service.route(
  {
    method: 'get',
    path: '/wrong-type',
    operationId: 'wrongType',
    summary: 'wrong',
    responses: { 200: { description: 'ok', schema: Thing } },
  },
  // @ts-expect-error id must be a number
  () => ({ id: 'one', name: 'a' }),
);
service.route(
  { method: 'get', path: '/missing', operationId: 'missing', summary: 'missing', responses: { 200: { description: 'ok', schema: Thing } } },
  // @ts-expect-error name is missing
  async () => ({ id: 1 }),
);
service.route(
  {
    method: 'post',
    path: '/made-wrong',
    operationId: 'madeWrong',
    summary: 'made',
    responses: { 201: { description: 'made', schema: Thing } },
  },
  // @ts-expect-error a list where one record is declared
  () => [{ id: 1, name: 'a' }],
);
