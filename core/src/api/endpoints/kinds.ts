/**
 * The usual shapes of an endpoint, so the table reads as one line per call: list, read one,
 * create, change (PATCH), delete, and an action on one resource.
 */
import { z } from 'zod';
import { endpoint, type AccessLevel, type ErrorStatus } from '../endpoint.ts';
import { listResponseSchema } from '../list.ts';
import { idSchema } from '../primitives.ts';
import { named, nameOf } from '../registry.ts';

export const idParams = z.strictObject({ id: idSchema });

interface Common {
  path: string;
  tag: string;
  summary: string;
  accessLevel?: AccessLevel;
  errors?: readonly ErrorStatus[];
}

const pages = new Map<z.ZodType, z.ZodType>();
/** `{ items, total, page, pageSize }` of `item`, named `<Item>Page` once per item schema. */
function pageOf<T extends z.ZodType>(item: T) {
  const page = pages.get(item) as ReturnType<typeof listResponseSchema<T>> | undefined;
  if (page) return page;
  const made = named(`${nameOf(item) ?? 'Item'}Page`, listResponseSchema(item));
  pages.set(item, made);
  return made;
}

export function list<const Q extends z.ZodType, const T extends z.ZodType>(
  c: Common & { list: { query: Q }; item: T },
) {
  const { list: def, item, ...rest } = c;
  return endpoint({ ...rest, method: 'GET', query: def.query, response: pageOf(item) });
}

/** A list that belongs to one resource: `/dockets/{id}/entries`. */
export function listUnder<const Q extends z.ZodType, const T extends z.ZodType>(
  c: Common & { list: { query: Q }; item: T },
) {
  const { list: def, item, ...rest } = c;
  return endpoint({
    ...rest,
    method: 'GET',
    params: idParams,
    query: def.query,
    response: pageOf(item),
  });
}

export function getOne<const T extends z.ZodType>(c: Common & { item: T }) {
  const { item, ...rest } = c;
  return endpoint({ ...rest, method: 'GET', params: idParams, response: item });
}

export function create<const B extends z.ZodType, const T extends z.ZodType>(
  c: Common & { body: B; item: T },
) {
  const { item, ...rest } = c;
  return endpoint({ ...rest, method: 'POST', status: 201, response: item });
}

export function change<const B extends z.ZodType, const T extends z.ZodType>(
  c: Common & { body: B; item: T },
) {
  const { item, ...rest } = c;
  return endpoint({ ...rest, method: 'PATCH', params: idParams, response: item });
}

export function remove(c: Common) {
  return endpoint({ ...c, method: 'DELETE', params: idParams, status: 204 });
}

/** A POST that acts on one existing resource (e.g. ingest a staged file). */
export function action<const T extends z.ZodType>(c: Common & { item: T }) {
  const { item, ...rest } = c;
  return endpoint({ ...rest, method: 'POST', params: idParams, response: item });
}

/** A POST to one existing resource with a body: add a docket entry, skip a file with a reason. */
export function actionWith<const B extends z.ZodType, const T extends z.ZodType>(
  c: Common & { body: B; item: T; status?: 200 | 201 },
) {
  const { item, ...rest } = c;
  return endpoint({ ...rest, method: 'POST', params: idParams, response: item });
}
