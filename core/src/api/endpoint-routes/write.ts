/**
 * npm run routes -w core: writes `generated.ts`, the endpoint table's routes and its lists' sorts
 * as plain data. Run it after changing the table; a test fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { endpoints } from '../endpoints/index.ts';
import { listSortsOf } from './list-sorts-of.ts';
import { routesOf } from './routes-of.ts';

const file = path.join(import.meta.dirname, 'generated.ts');
const source = `/**
 * Generated from the endpoint table (../endpoints/index.ts) by write.ts (\`npm run routes -w core\`):
 * do not edit. A test fails while it differs from the table. Its own entry point
 * (\`@backoffice/core/api-routes\`): reached through the api barrel, it took the whole contract's
 * schemas into the web's shared chunk; and zod-free, so a list's first page needs no schema.
 */
import type { EndpointId } from '../endpoints/index.ts';
import type { ListSort } from './list-sorts-of.ts';
import type { EndpointRoute } from './routes-of.ts';

export type { EndpointRoute, ListSort };

export const endpointRoutes: Readonly<Record<EndpointId, EndpointRoute>> = ${JSON.stringify(routesOf(endpoints))};

/** Each list's default sort and sortable fields, from its query schema (list-sorts-of.ts). */
export const listSorts: Readonly<Partial<Record<EndpointId, ListSort>>> = ${JSON.stringify(listSortsOf(endpoints))};
`;
const options = await prettier.resolveConfig(file);
await writeFile(file, await prettier.format(source, { ...options, filepath: file }));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
