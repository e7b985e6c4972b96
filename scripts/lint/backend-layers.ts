/**
 * The backend's layers (mock-api/src), as ESLint blocks: each folder imports only the folders
 * below it, and one feature area never imports another. The map, in mock-api/README.md:
 *
 *   app.ts, main.ts, config.ts   wire everything
 *   http/                        → features, query, domain, store
 *   features/<area>/             → query, domain, store (and features/handler.ts, resource.ts)
 *   query/, domain/              → store
 *   store/                       → nothing of mock-api
 *   data/ (generation)           → domain, store: it fills the store through its interface
 *
 * Tests (`__tests__`), `testing/`, `bench/` and `scripts/` may reach everything.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = 'mock-api/src';
const TOOLS = ['**/__tests__/**'];

/** What each layer must not import: the folders above it (and beside it, where not allowed). */
const FORBIDDEN: Record<string, readonly string[]> = {
  http: ['data'],
  features: ['http', 'data'],
  query: ['http', 'features', 'domain', 'data'],
  domain: ['http', 'features', 'query', 'data'],
  store: ['http', 'features', 'query', 'domain', 'data'],
  data: ['http', 'features', 'query'],
};

/** Only the entry files import the wiring, and only tools import the tools. */
const ABOVE_EVERY_LAYER = [
  'app\\.ts',
  'main\\.ts',
  'config\\.ts',
  'testing/',
  'bench/',
  'scripts/',
];

interface Pattern {
  regex: string;
  message: string;
}

function layerPattern(layer: string): Pattern {
  const folders = (FORBIDDEN[layer] ?? []).map((folder) => `${folder}/`);
  return {
    regex: `^(\\.\\./)+(${[...folders, ...ABOVE_EVERY_LAYER].join('|')})`,
    message: `mock-api/src/${layer} imports only the layers below it (the map: mock-api/README.md).`,
  };
}

function block(files: string[], patterns: Pattern[]) {
  return {
    files,
    ignores: TOOLS,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/**
 * One block per layer, and one per feature area (read at each run) so areas never import each
 * other. `keep` is the patterns every block repeats (flat config replaces a rule's options).
 */
export function backendLayerBlocks(root: string, keep: readonly Pattern[]) {
  const areas = readdirSync(path.join(root, SRC, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const layers = Object.keys(FORBIDDEN).map((layer) =>
    block([`${SRC}/${layer}/**`], [...keep, layerPattern(layer)]),
  );
  const featureAreas = areas.map((area) =>
    block(
      [`${SRC}/features/${area}/**`],
      [
        ...keep,
        layerPattern('features'),
        {
          regex: `^(\\.\\./)+(features/)?(${areas.filter((other) => other !== area).join('|')})(/|$)`,
          message: 'Feature areas never import each other: move what both need to domain or query.',
        },
      ],
    ),
  );
  return [...layers, ...featureAreas];
}
