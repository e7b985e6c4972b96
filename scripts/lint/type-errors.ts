/**
 * ESLint rule: the TypeScript compiler's errors, read from the programs typescript-eslint builds
 * for the typed rules (`parserOptions.project`: the three tsconfigs of `npm run typecheck`). The
 * typed rules have the compiler check most of each file anyway, so the lint reports the
 * compiler's errors for about 4 CPU-seconds more, where a separate `tsc` run over the same three
 * programs takes about 46: `npm test` type-checks once, here.
 *
 * A file is linted with the first program that holds it. A program also holds files it imports
 * from beyond its own tsconfig's `include` (the web's and the tests' programs hold core's
 * sources), checked there under that program's settings (the DOM's library, the web's JSX), as
 * `tsc -p` checks them: the first file linted with such a program reports those files' errors,
 * each naming its file. So does it the program's own errors (options, global declarations).
 * Declaration files are skipped as `skipLibCheck` skips them.
 */
import path from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';

/** The programs whose errors outside their linted files were reported already. */
const programsReported = new WeakSet<ts.Program>();

const message = (d: ts.Diagnostic) =>
  `TS${String(d.code)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;

/** Where a diagnostic of another file is, as `file:line:column` from the working directory. */
function whereIs(d: ts.Diagnostic, cwd: string): string {
  if (!d.file) return '';
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
  return `${path.relative(cwd, d.file.fileName)}:${String(line + 1)}:${String(character + 1)} `;
}

/** A file the program checks that lies beyond its tsconfig's `include`. */
function importedFromBeyond(program: ts.Program): ts.SourceFile[] {
  const roots = new Set(program.getRootFileNames().map((name) => path.resolve(name)));
  return program
    .getSourceFiles()
    .filter(
      (file) =>
        !file.isDeclarationFile &&
        !program.isSourceFileFromExternalLibrary(file) &&
        !roots.has(path.resolve(file.fileName)),
    );
}

/** Every error of a file: its syntax, then its types. */
const errorsOf = (program: ts.Program, file: ts.SourceFile) => [
  ...program.getSyntacticDiagnostics(file),
  ...program.getSemanticDiagnostics(file),
];

/** The program's errors that belong to no file linted with it. */
const errorsBeyond = (program: ts.Program) => [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...importedFromBeyond(program).flatMap((file) => errorsOf(program, file)),
];

export const typeErrors: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "The TypeScript compiler's errors, from the typed rules' programs" },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const { program } = context.sourceCode.parserServices as { program?: ts.Program | null };
        const file = program?.getSourceFile(context.filename);
        if (!program || !file) return;
        for (const d of errorsOf(program, file)) {
          const { line, character } = file.getLineAndCharacterOfPosition(d.start ?? 0);
          context.report({ loc: { line: line + 1, column: character }, message: message(d) });
        }
        if (programsReported.has(program)) return;
        programsReported.add(program);
        for (const d of errorsBeyond(program)) {
          context.report({ node, message: `${whereIs(d, context.cwd)}${message(d)}` });
        }
      },
    };
  },
};
