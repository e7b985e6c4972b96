/**
 * A CommonJS library loaded with `import()` (pdfmake): the bundler hands its `module.exports`
 * over as `default`, while its typings describe named exports. (exceljs: lib/exceljs.ts.)
 */
export function commonJs<T>(mod: T): T {
  return (mod as { default?: T }).default ?? mod;
}
