/** The 13-F warehouse (DuckDB): filed lines and their positions (see ../filing-lines.ts). */
export { FilingWarehouse, warehouseFileBeside } from './warehouse.ts';
export type { FilingLines, RemoveOutcome, WarehouseOptions } from './warehouse.ts';
export type { ImportOutcome, ImportSession } from './import-session.ts';
export { withClientMark } from './client-mark.ts';
export { UnknownSortError, type SqlListQuery, type SqlListRules } from './list-sql.ts';
export type { WarehousePosition } from './schema.ts';
export type { QuarterSummary } from './reads.ts';
