/**
 * exceljs, loaded only when a workbook is read or written (it is about 1 MB: its own chunk).
 * esbuild hands a CommonJS package's exports to a split chunk as its `default` export, so the
 * named `Workbook` of `import('exceljs')` is undefined in the build (though not in Node): take
 * the package from `default` when it is there.
 */
import type * as ExcelJsModule from 'exceljs';

type ExcelJs = typeof ExcelJsModule;

export async function loadExcelJs(): Promise<ExcelJs> {
  const module = await import('exceljs');
  const commonJs = (module as ExcelJs & { default?: ExcelJs }).default;
  return commonJs?.Workbook ? commonJs : module;
}
