/** Where the checked-in OpenAPI document lives and how it is laid out (as the formatter would). */
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

export function formatDocument(document: unknown): Promise<string> {
  return format(JSON.stringify(document), { parser: 'json', printWidth: 100 });
}
