/**
 * Bundles the web into dist/: hashed, code-split ESM under dist/assets/ (served at the spec's
 * asset base path) and an index.html that only references external files, because the
 * gateway's CSP allows no inline script. `node build.ts --watch` rebuilds on change;
 * `node build.ts --if-changed` (npm start) builds only when something the build reads changed.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ASSET_BASE_PATH, PRODUCT_NAME } from '@backoffice/core';
import { findImportCycle } from './build-checks/import-cycle.ts';
import { reactRouterProduction } from './build-checks/react-router-production.ts';
import {
  laterRulesDrawnEarly,
  splitStylesheets,
  stylesheetsInOrder,
  type StylesheetSplit,
} from './build-checks/stylesheet-split.ts';
import { sourcesFingerprint } from './build-checks/sources-fingerprint.ts';

const root = import.meta.dirname;
// WEB_DIST_DIR is where the gateway serves the built app from: a build there is what it serves
// (npm start's own test builds into a folder of its own, leaving dist/ to the runs beside it).
const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, 'dist');
const outdir = path.join(dist, 'assets');
const watch = process.argv.includes('--watch');

/**
 * What a release build reads, from the repository's root: the web's and core's sources and
 * settings, this script and its checks, and the locked packages. Written beside the output
 * when a build has ended, so an interrupted build leaves none and is made again.
 */
const BUILD_READS = [
  'web/src',
  'web/build.ts',
  'web/build-checks',
  'web/package.json',
  'web/tsconfig.json',
  'core/src',
  'core/package.json',
  'tsconfig.json',
  'package-lock.json',
];
const FINGERPRINT_FILE = path.join(dist, 'sources.sha256');

/** The shell must stay small; the grid library only ever belongs in lazy screen chunks. */
// About 108 KB: react-dom ~64, react-router (declarative) ~15, Radix accordion and the rest of
// the nav ~10, ours ~15. axios and Radix's dropdown load right after, as chunks of their own.
const SHELL_BUDGET_GZIP = 120 * 1024;
const LAZY_ONLY = /node_modules[\\/](ag-grid-[a-z]+|recharts)[\\/]/;

/**
 * The first screen (the Case List) loads only what shows its rows: the date picker, the column
 * menu and the CSV writer come when first used, charts and documents never, and the HTTP client
 * (axios) beside the screen with the first call rather than as part of it. Nor the API's endpoint
 * table: calls go by its routes (`@backoffice/core/api-routes`), and the table's schemas, the
 * whole contract's, weighed about 20 KB gzip.
 */
const ENTRY = 'src/main.tsx';
const FIRST_SCREEN = 'src/features/cases/CaseList.tsx';
const NOT_FIRST =
  /node_modules[\\/](recharts|pdfmake|exceljs|react-datepicker|papaparse|dompurify|axios|@radix-ui[\\/]react-dropdown-menu)[\\/]|[\\/]core[\\/]src[\\/]api[\\/]endpoints[\\/]/;

/**
 * Core declares its zod schemas at module level, and names some for the OpenAPI document
 * (`named('Case', …)`, which only the document reads). esbuild must assume such calls have side
 * effects, so every schema and the whole of zod would ride along wherever one is used. Marking
 * them pure lets the unused schemas drop out. And core imports `{ z }`, a namespace esbuild keeps
 * whole, with every locale of zod's messages (about 260 KB of its 450); imported as a namespace
 * (`* as z`, the same object) only what is used is kept. Superfluous once core does both itself.
 */
const pureCoreSchemas: esbuild.Plugin = {
  name: 'pure-core-schemas',
  setup(build) {
    build.onLoad({ filter: /[\\/]core[\\/]src[\\/].*\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8'))
        .replace(/^import \{ z \} from 'zod';$/gm, "import * as z from 'zod';")
        .replace(/(?<![\w.$])z\.(?=\w+\()/g, '/* @__PURE__ */ z.')
        .replace(/(?<![\w.$])named\((?=\s*')/g, '/* @__PURE__ */ named('),
      loader: 'ts',
    }));
  },
};

/**
 * Release builds split the styles in two (build-checks/stylesheet-split.ts): what the shell and
 * the first screen import, linked in index.html, and the rest, loaded after. Each import of a
 * stylesheet of the rest becomes an import of the module that waits for it, so a lazy chunk
 * styled by it runs only once it applies: a screen shows its loading view until then.
 */
const WAIT_FOR_LATER_STYLESHEET = path.join(
  root,
  'src/lib/later-stylesheet/wait-for-later-stylesheet.ts',
);
function waitForLaterStylesheet(later: readonly string[]): esbuild.Plugin {
  const inputs = new Set(later);
  return {
    name: 'wait-for-later-stylesheet',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, (args) =>
        inputs.has(path.relative(root, args.path).replaceAll('\\', '/'))
          ? {
              contents: `import ${JSON.stringify(WAIT_FOR_LATER_STYLESHEET)};`,
              loader: 'js',
              resolveDir: root,
            }
          : undefined,
      );
    },
  };
}

/**
 * Web workers: entries of their own (hashed like every asset, and sharing chunks with the
 * screens), each named in index.html as `<meta name="worker:<name>">` for the page to start.
 */
const WORKERS: Record<string, string> = {
  loss: 'src/features/loss-calculator/worker/loss.worker.ts',
};

const options: esbuild.BuildOptions = {
  absWorkingDir: root,
  entryPoints: [ENTRY, ...Object.values(WORKERS)],
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  minify: !watch,
  sourcemap: 'linked',
  metafile: true,
  outdir,
  publicPath: ASSET_BASE_PATH,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  // Stylesheets are imported beside the components that use them, but bundled apart (below):
  // per-chunk CSS would repeat a shared component's styles in every screen that uses it.
  loader: { '.svg': 'file', '.css': 'empty' },
  jsx: 'automatic',
  plugins: [pureCoreSchemas],
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  legalComments: 'linked',
  logLevel: 'info',
};

function publicUrl(outputPath: string): string {
  return ASSET_BASE_PATH + path.relative(outdir, path.join(root, outputPath)).replaceAll('\\', '/');
}

interface Stylesheets {
  first: string;
  later: string | undefined;
}

function indexHtml(metafile: esbuild.Metafile, stylesheets: Stylesheets): string {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === ENTRY);
  if (!entry) throw new Error(`The build produced no entry chunk for ${ENTRY}`);
  // The later sheet's link goes right after its meta (lib/later-stylesheet), so after the first.
  const css = [`    <link rel="stylesheet" href="${publicUrl(stylesheets.first)}" />`];
  if (stylesheets.later) {
    css.push(`    <meta name="stylesheet:later" content="${publicUrl(stylesheets.later)}" />`);
  }
  const logo = outputs.find(([file]) => /[\\/]logo-[A-Z0-9]+\.svg$/i.test(file));
  const preload = staticClosure(metafile, entry[0])
    .filter((file) => file !== entry[0])
    .map((file) => `    <link rel="modulepreload" href="${publicUrl(file)}" />`);
  const workers = Object.entries(WORKERS).flatMap(([name, source]) => {
    const found = outputs.find(([, o]) => o.entryPoint === source);
    return found ? [`    <meta name="worker:${name}" content="${publicUrl(found[0])}" />`] : [];
  });
  const links = [...css, ...preload, ...workers];
  if (logo)
    links.unshift(`    <link rel="icon" type="image/svg+xml" href="${publicUrl(logo[0])}" />`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${PRODUCT_NAME}</title>
${links.join('\n')}
    <script type="module" src="${publicUrl(entry[0])}"></script>
  </head>
  <body>
    <noscript>${PRODUCT_NAME} needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Files a chunk loads before it runs (for the entry: the shell): itself and its static imports. */
function staticClosure(metafile: esbuild.Metafile, entryFile: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
    }
  };
  visit(entryFile);
  return [...seen];
}

function checkFirstScreen(metafile: esbuild.Metafile): void {
  const outputs = Object.entries(metafile.outputs);
  const screen = outputs.find(([, o]) => o.entryPoint === FIRST_SCREEN);
  if (!screen) throw new Error(`The build produced no chunk for ${FIRST_SCREEN}`);
  const leaked = staticClosure(metafile, screen[0]).flatMap((f) =>
    Object.keys(metafile.outputs[f]?.inputs ?? {}).filter((input) => NOT_FIRST.test(input)),
  );
  if (leaked.length > 0) throw new Error(`Not for the first screen, but in it: ${leaked[0]}`);
}

async function checkShell(metafile: esbuild.Metafile): Promise<void> {
  const entry = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === ENTRY);
  if (!entry) return;
  const files = staticClosure(metafile, entry[0]);
  const leaked = files.flatMap((f) =>
    Object.keys(metafile.outputs[f]?.inputs ?? {}).filter((input) => LAZY_ONLY.test(input)),
  );
  if (leaked.length > 0) throw new Error(`Lazy-only libraries in the shell: ${leaked[0]}`);
  let gzip = 0;
  for (const file of files) gzip += gzipSync(await readFile(path.join(root, file))).length;
  console.log(`shell: ${files.length} file(s), ${(gzip / 1024).toFixed(1)} KB gzip`);
  // Watch builds are unminified, with React's development build: only releases are measured.
  if (!watch && gzip > SHELL_BUDGET_GZIP) {
    throw new Error(`The shell is over budget: ${gzip} B gzip`);
  }
}

/**
 * A stylesheet of the given files in the given order, each once (a component's styles are not
 * repeated per screen). Returns its output path.
 */
async function buildStylesheet(inputs: readonly string[], name: string): Promise<string> {
  const imports = inputs.map((input) => `@import ${JSON.stringify(path.resolve(root, input))};`);
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: imports.join('\n'),
      resolveDir: root,
      sourcefile: `${name}.css`,
      loader: 'css',
    },
    bundle: true,
    minify: !watch,
    sourcemap: 'linked',
    metafile: true,
    outdir,
    publicPath: ASSET_BASE_PATH,
    entryNames: `${name}-[hash]`,
    assetNames: '[name]-[hash]',
    loader: { '.svg': 'file' },
    logLevel: 'warning',
  });
  const sheet = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.css'));
  if (!sheet) throw new Error('The stylesheet build produced no CSS file');
  return sheet;
}

/** A class the later sheet styles must not be drawn before it has loaded. */
function checkLaterStylesheet(metafile: esbuild.Metafile, split: StylesheetSplit): void {
  const [early] = laterRulesDrawnEarly(metafile.inputs, ENTRY, split, root);
  if (early) {
    throw new Error(
      `${early.sheet}:${String(early.line)} is in the later stylesheet, but what it styles is ` +
        `drawn before that loads (by ${early.drawnBy.join(', ')}): import the stylesheet there, ` +
        'or move the rule to one imported there',
    );
  }
}

function checkNoImportCycle(metafile: esbuild.Metafile): void {
  const cycle = findImportCycle(metafile.inputs, 'src/');
  if (cycle) throw new Error(`Import cycle in the web: ${cycle.join(' → ')}`);
}

const COMPRESSIBLE = /\.(js|css|svg|html|json)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** The text files of the build (not meta.json, which is for us). */
async function compressible(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && e.name !== 'meta.json')
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Where the compressed copies of earlier builds are kept, by their content's hash: brotli at its
 * best quality takes about 7 CPU-seconds for the whole app, and a build of the same sources (npm
 * start after npm test's, a rebuild where one screen changed) makes most files byte for byte
 * again. Entries unused for a week are removed.
 */
const COMPRESSED_CACHE = path.join(root, '..', 'node_modules', '.cache', 'web-precompressed');
const CACHE_KEEP_MS = 7 * 24 * 3600 * 1000;

/** The file's brotli and gzip copies: from the cache, or made and kept there. */
async function compressedCopies(content: Buffer): Promise<[Buffer, Buffer]> {
  const key = createHash('sha256').update(content).digest('hex');
  const cached = path.join(COMPRESSED_CACHE, key);
  try {
    const copies = await Promise.all([readFile(`${cached}.br`), readFile(`${cached}.gz`)]);
    const now = new Date();
    await Promise.all([utimes(`${cached}.br`, now, now), utimes(`${cached}.gz`, now, now)]);
    return copies;
  } catch {
    const copies = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip(content, { level: 9 }),
    ]);
    // Written whole, then renamed: a build beside this one reads a copy or none.
    const partial = `${cached}.${String(process.pid)}.partial`;
    await mkdir(COMPRESSED_CACHE, { recursive: true });
    await writeFile(`${partial}.br`, copies[0]);
    await writeFile(`${partial}.gz`, copies[1]);
    await Promise.all([
      rename(`${partial}.br`, `${cached}.br`),
      rename(`${partial}.gz`, `${cached}.gz`),
    ]);
    return copies;
  }
}

/** Removes the cache's entries no build has used for CACHE_KEEP_MS. */
async function pruneCompressedCache(): Promise<void> {
  const names = await readdir(COMPRESSED_CACHE).catch(() => []);
  const oldest = Date.now() - CACHE_KEEP_MS;
  for (const name of names) {
    const file = path.join(COMPRESSED_CACHE, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < oldest) await rm(file, { force: true });
  }
}

/**
 * Brotli (best) and gzip (best) copies beside each text file, made once here so the gateway
 * serves them without compressing per request. Release builds only; on zlib's worker threads.
 */
async function precompress(dir: string): Promise<void> {
  const write = async (file: string) => {
    const [br, gz] = await compressedCopies(await readFile(file));
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  };
  await Promise.all((await compressible(dir)).map(write));
  await pruneCompressedCache();
}

/** `split`: release builds'; a watch build links one sheet. */
async function writeOutputs(metafile: esbuild.Metafile, split?: StylesheetSplit): Promise<void> {
  checkNoImportCycle(metafile);
  const { first, later } = split ?? {
    first: stylesheetsInOrder(metafile.inputs, ENTRY),
    later: [],
  };
  if (split) checkLaterStylesheet(metafile, split);
  const stylesheets = {
    first: await buildStylesheet(first, 'app'),
    later: later.length > 0 ? await buildStylesheet(later, 'app-later') : undefined,
  };
  await writeFile(path.join(dist, 'index.html'), indexHtml(metafile, stylesheets));
  // Beside, not inside, assets/: the gateway serves assets/ and the metafile is for us.
  await writeFile(path.join(dist, 'meta.json'), JSON.stringify(metafile));
  await checkShell(metafile);
  checkFirstScreen(metafile);
  if (!watch) await precompress(dist);
}

const fingerprint = watch
  ? ''
  : await sourcesFingerprint(path.dirname(root), BUILD_READS, `esbuild ${esbuild.version}`);
if (process.argv.includes('--if-changed') && !watch) {
  const built = await readFile(FINGERPRINT_FILE, 'utf8').catch(() => '');
  if (built === fingerprint) {
    process.stdout.write(
      `The web app in ${dist} is up to date: nothing it is built from changed.\n`,
    );
    process.exit(0);
  }
}

await rm(dist, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const onEnd: esbuild.Plugin = {
    name: 'index-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.metafile) await writeOutputs(result.metafile);
      });
    },
  };
  const context = await esbuild.context({ ...options, plugins: [pureCoreSchemas, onEnd] });
  await context.watch();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void context.dispose().then(() => process.exit(0));
    });
  }
} else {
  // The import graph first (nothing written), for the styles' split the build then makes.
  const graph = await esbuild.build({
    ...options,
    write: false,
    minify: false,
    sourcemap: false,
    logLevel: 'warning',
  });
  const split = splitStylesheets(graph.metafile!.inputs, ENTRY, FIRST_SCREEN);
  const result = await esbuild.build({
    ...options,
    plugins: [pureCoreSchemas, reactRouterProduction, waitForLaterStylesheet(split.later)],
  });
  await writeOutputs(result.metafile!, split);
  // Of the sources as they were when the build began: an edit made during it builds again.
  await writeFile(FINGERPRINT_FILE, fingerprint);
}
