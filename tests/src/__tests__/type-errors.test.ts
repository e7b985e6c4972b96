/**
 * The lint rule that reports the TypeScript compiler's errors (scripts/lint/type-errors.ts), the
 * only type-check `npm test` runs: on a small repository of two programs as the real one has
 * them, the second holding a shared file under stricter settings, it reports what `tsc -p` of
 * each program reports, and nothing on clean files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { typeErrors } from '../../../scripts/lint/type-errors.ts';

const BASE_OPTIONS = {
  target: 'es2024',
  lib: ['es2024'],
  module: 'nodenext',
  moduleResolution: 'nodenext',
  strict: true,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/**
 * `shared/` is the first program's (as core's sources are the Node program's) and imported by the
 * second's `app/`, whose settings are stricter (as the web's lib and JSX differ).
 */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bo-type-errors-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'repo', type: 'module' }));
  write(
    'tsconfig.shared.json',
    JSON.stringify({ compilerOptions: BASE_OPTIONS, include: ['shared'] }),
  );
  write(
    'tsconfig.app.json',
    JSON.stringify({
      compilerOptions: { ...BASE_OPTIONS, noPropertyAccessFromIndexSignature: true },
      include: ['app'],
    }),
  );
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Lints the repository as the real config does: each message as `file line: text`. */
async function lint(files: Record<string, string>): Promise<string[]> {
  const root = repository(files);
  roots.push(root);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: {
            project: ['./tsconfig.shared.json', './tsconfig.app.json'],
            tsconfigRootDir: root,
          },
        },
        plugins: { backoffice: { rules: { 'type-errors': typeErrors } } },
        rules: { 'backoffice/type-errors': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((result) =>
    result.messages.map(
      (m) => `${path.relative(root, result.filePath)} ${String(m.line)}: ${m.message}`,
    ),
  );
}

const SHARED_SETTINGS = 'export const settings: Record<string, number> = { port: 1 };\n';
const SHARED_PORT = `${SHARED_SETTINGS}export const port = settings.port;\n`;
const APP = "import { settings } from '../shared/settings.ts';\nexport const all = settings;\n";

describe('the type-errors lint rule', () => {
  it('should report nothing where the compiler finds nothing', async () => {
    expect(await lint({ 'shared/settings.ts': SHARED_SETTINGS, 'app/main.ts': APP })).toEqual([]);
  });

  it('should report an error on its line, with its TS code', async () => {
    const messages = await lint({
      'shared/settings.ts': SHARED_SETTINGS,
      'app/main.ts': `${APP}export const wrong: number = 'text';\n`,
    });
    expect(messages).toEqual([
      "app/main.ts 3: TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it("should report a shared file's error under the settings of a program that imports it, naming the file", async () => {
    // Fine in its own program; `settings.port` is refused where an index signature must be
    // read with brackets.
    const messages = await lint({ 'shared/settings.ts': SHARED_PORT, 'app/main.ts': APP });
    expect(messages).toEqual([
      "app/main.ts 1: shared/settings.ts:2:30 TS4111: Property 'port' comes from an index signature, so it must be accessed with ['port'].",
    ]);
  });
});
