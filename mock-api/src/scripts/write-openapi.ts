/**
 * Regenerates the checked-in contract document, mock-api/openapi.json (npm run openapi -w
 * mock-api). A test fails while the file differs from what the endpoint table produces.
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, endpoints } from '@backoffice/core/api';
import { OPENAPI_FILE, formatDocument } from './openapi-file.ts';

writeFileSync(OPENAPI_FILE, await formatDocument(buildOpenApiDocument(endpoints)));
process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
