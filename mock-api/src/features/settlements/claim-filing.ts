/**
 * `GET /claims/{id}/filing`: the claim's filing file, CSV or XLSX, after core `filingProblems`
 * has found every transaction in the claim period and every account's holdings reconciled;
 * otherwise 422 naming each account or transaction at fault. The file is written to a
 * temporary path and renamed into place, so two exports of one claim never mix.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { FILING_FILE_TYPES } from '@backoffice/core/api';
import { filingCsv, filingProblems, filingTable } from '@backoffice/core/domain';
import { ApiError, notFound } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { claimPeriod, filingAccounts } from './filing-positions.ts';

const FOLDER = path.join(tmpdir(), 'backoffice-claim-filings');

async function xlsxOf(table: readonly (readonly string[])[]): Promise<Buffer> {
  // Loaded when a workbook is asked for: exceljs takes a third of a CPU-second to load.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Claim');
  // Quantities and prices as numbers, so the administrator's import reads them as such.
  const numeric = new Set(['Quantity', 'Price']);
  const header = table[0] ?? [];
  for (const [i, row] of table.entries()) {
    sheet.addRow(
      row.map((cell, c) =>
        i > 0 && numeric.has(header[c] ?? '') && cell !== '' ? Number(cell) : cell,
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

function written(name: string, content: string | Buffer): string {
  mkdirSync(FOLDER, { recursive: true });
  const file = path.join(FOLDER, name);
  const partial = `${file}.${randomUUID()}.part`;
  writeFileSync(partial, content);
  renameSync(partial, file);
  return file;
}

export const claimFilingHandlers: HandlersOf<'exportClaimFiling'> = {
  exportClaimFiling: async (call) => {
    const claim = call.store.claims.get(call.params.id);
    if (!claim || !call.scope.sees(claim.clientId)) throw notFound('claim', call.params.id);
    const settlement = call.store.settlements.get(claim.settlementId);
    if (!settlement) throw notFound('settlement', claim.settlementId);
    const period = claimPeriod(settlement);
    const accounts = filingAccounts(call.store, claim, period);
    const problems = filingProblems(
      period,
      accounts.map((a) => ({ ...a, transactions: a.trades })),
    );
    if (problems.length > 0) {
      const details = problems.map((p) => ({
        location: 'params' as const,
        field: p.transactionId ?? p.account,
        message: p.message,
      }));
      throw new ApiError(
        'unprocessable',
        `The filing file of ${claim.id} cannot be exported: ${problems.map((p) => p.message).join('; ')}`,
        details,
      );
    }
    const table = filingTable(accounts);
    const format = call.query.format;
    const name = `claim-${claim.id}.${format}`;
    const content = format === 'csv' ? filingCsv(table) : await xlsxOf(table);
    call.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return { path: written(name, content), type: FILING_FILE_TYPES[format] };
  },
};
