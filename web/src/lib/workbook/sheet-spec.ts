/** A workbook sheet as plain data: core's, shared with the API's documents. */
export {
  sheetColumn,
  type SheetCell,
  type SheetColumn,
  type SheetFormat,
  type SheetSpec,
} from '@backoffice/core/documents';
