/**
 * npm run routes -w core: writes `generated.ts`, the endpoint table's routes as plain data. Run
 * it after changing the table; a test fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { endpoints } from '../endpoints/index.ts';
import { routesOf } from './routes-of.ts';

const file = path.join(import.meta.dirname, 'generated.ts');
const source = `/**
 * Generated from the endpoint table (../endpoints/index.ts) by write.ts (\`npm run routes -w core\`):
 * do not edit. A test fails while it differs from the table. Its own entry point
 * (\`@backoffice/core/api-routes\`): reached through the api barrel, it took the whole contract's
 * schemas into the web's shared chunk.
 */
import type { EndpointId } from '../endpoints/index.ts';
import type { EndpointRoute } from './routes-of.ts';

export type { EndpointRoute };

export const endpointRoutes: Readonly<Record<EndpointId, EndpointRoute>> = ${JSON.stringify(routesOf(endpoints))};
`;
const options = await prettier.resolveConfig(file);
await writeFile(file, await prettier.format(source, { ...options, filepath: file }));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
