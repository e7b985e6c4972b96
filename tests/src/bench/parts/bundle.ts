/**
 * 3. The web bundle, from the build's esbuild metafile (web/dist/meta.json): gzip and brotli
 * sizes of what the shell and the first screen (the Case List) load, the largest lazy chunk, the
 * grid's chunk, and whether every screen is a chunk of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { ROOT } from '../../../../scripts/stack.ts';
import { measured, notBuilt, type Figure } from '../report.ts';

const WEB = path.join(ROOT, 'web');
const ENTRY = 'src/main.tsx';
const FIRST_SCREEN = 'src/features/cases/CaseList.tsx';
const GRID = /node_modules[\\/]ag-grid-community[\\/]/;
const KB = 1024;

interface Sizes {
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Sizes {
  const content = readFileSync(path.join(WEB, file));
  return {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const sum = (files: Iterable<string>): Sizes => {
  const total = { gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
};

/** A chunk and everything it imports statically (what loading it fetches). */
export function closure(metafile: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
    }
  };
  visit(start);
  return seen;
}

const outputOf = (metafile: Metafile, entryPoint: string): string | undefined =>
  Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint)?.[0];

/** The screens screens.ts imports lazily, and how many distinct chunks they start from. */
export function screenChunks(metafile: Metafile): { screens: number; chunks: number } {
  const imports = (metafile.inputs['src/app/screens.ts']?.imports ?? []).filter(
    (imp) => imp.kind === 'dynamic-import',
  );
  const paths = new Set(imports.map((imp) => imp.path));
  const chunks = new Set([...paths].map((p) => outputOf(metafile, p) ?? p));
  return { screens: paths.size, chunks: chunks.size };
}

export function bundle(): Figure[] {
  const metaFile = path.join(WEB, 'dist', 'meta.json');
  if (!existsSync(metaFile)) {
    return [notBuilt('bundle.shell-js-gzip', 'bundle: shell JS', 'run npm run build first')];
  }
  const metafile = JSON.parse(readFileSync(metaFile, 'utf8')) as Metafile;
  const entry = outputOf(metafile, ENTRY);
  if (!entry) throw new Error(`no output for ${ENTRY} in ${metaFile}`);
  const shell = closure(metafile, entry);
  const index = readFileSync(path.join(WEB, 'dist', 'index.html'), 'utf8');
  const css = [...index.matchAll(/<link rel="stylesheet" href="\/[^"]*?\/?assets\/([^"]+)"/g)].map(
    (m) => `dist/assets/${m[1] ?? ''}`,
  );
  const shellJs = sum(shell);
  const cssSizes = sum(css);
  const figures: Figure[] = [
    measured('bundle.shell-js-gzip', 'bundle: shell JS gzip', shellJs.gzip / KB, 'KB', {
      target: { op: '<=', value: 120 },
      note: `${String(shell.size)} files; brotli ${(shellJs.brotli / KB).toFixed(1)} KB`,
    }),
    measured('bundle.shell-js-brotli', 'bundle: shell JS brotli', shellJs.brotli / KB, 'KB', {
      better: 'lower',
    }),
    measured('bundle.css-gzip', 'bundle: CSS gzip (linked up front)', cssSizes.gzip / KB, 'KB', {
      better: 'lower',
      note: `brotli ${(cssSizes.brotli / KB).toFixed(1)} KB`,
    }),
  ];
  const caseList = outputOf(metafile, FIRST_SCREEN);
  if (caseList) {
    const first = new Set([...shell, ...closure(metafile, caseList)]);
    const sizes = sum(first);
    figures.push(
      measured(
        'bundle.first-screen-gzip',
        'bundle: Case List JS+CSS gzip',
        (sizes.gzip + cssSizes.gzip) / KB,
        'KB',
        {
          target: { op: '<=', value: 350 },
          note: `${String(first.size)} JS files + CSS; brotli ${((sizes.brotli + cssSizes.brotli) / KB).toFixed(1)} KB`,
        },
      ),
    );
  } else {
    figures.push(
      notBuilt(
        'bundle.first-screen-gzip',
        'bundle: Case List JS+CSS gzip',
        `no chunk for ${FIRST_SCREEN}`,
      ),
    );
  }
  const lazy = Object.keys(metafile.outputs).filter(
    (file) => file.endsWith('.js') && !shell.has(file),
  );
  const largest = lazy
    .map((file) => ({ file, ...sizesOf(file) }))
    .sort((a, b) => b.gzip - a.gzip)[0];
  if (largest) {
    figures.push(
      measured(
        'bundle.largest-lazy-gzip',
        'bundle: largest lazy chunk gzip',
        largest.gzip / KB,
        'KB',
        {
          better: 'lower',
          note: `${path.basename(largest.file)}; brotli ${(largest.brotli / KB).toFixed(1)} KB`,
        },
      ),
    );
  }
  const grid = lazy.find((file) =>
    Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) => GRID.test(input)),
  );
  figures.push(
    grid
      ? measured('bundle.grid-gzip', 'bundle: grid chunk gzip', sizesOf(grid).gzip / KB, 'KB', {
          target: { op: '<=', value: 310 },
        })
      : notBuilt('bundle.grid-gzip', 'bundle: grid chunk gzip', 'no chunk holds ag-grid'),
  );
  const { screens, chunks } = screenChunks(metafile);
  figures.push(
    measured('bundle.screens-sharing', 'bundle: screens without own chunk', screens - chunks, '', {
      target: { op: '<=', value: 0 },
      note: `${String(screens)} lazy screen imports, ${String(chunks)} distinct chunks`,
    }),
  );
  return figures;
}
