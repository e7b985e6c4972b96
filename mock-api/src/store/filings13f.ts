/**
 * What 13-F imports keep besides the filed lines (the warehouse's): each imported filing, by
 * its accession number (a second import of it changes nothing), and each import call.
 */
import { z } from 'zod';
import { AMENDMENT_TYPES, cikSchema, filingImportSchema } from '@backoffice/core/api';

export const importedFilingSchema = z.object({
  id: z.string(),
  accessionNumber: z.string(),
  filerId: z.string(),
  cik: cikSchema,
  period: z.string(),
  filedOn: z.string(),
  submissionType: z.string(),
  reportType: z.string(),
  amendmentType: z.enum(AMENDMENT_TYPES),
  amendmentNo: z.number().int().min(0),
  entries: z.number().int().min(0),
  /** US dollars. */
  totalValue: z.number().min(0),
  problems: z.array(z.string()),
  importId: z.string(),
});
export type ImportedFiling = z.infer<typeof importedFilingSchema>;

export const storedFilingImportSchema = filingImportSchema.extend({ id: z.string() });

/** The filing a line came with: same filer, quarter, amendment and filing date (notices aside). */
export function filingsByLine(filings: readonly ImportedFiling[]) {
  const key = (f: Pick<ImportedFiling, 'filerId' | 'period' | 'amendmentNo' | 'filedOn'>) =>
    `${f.filerId}|${f.period}|${String(f.amendmentNo)}|${f.filedOn}`;
  const byKey = new Map(filings.filter((f) => f.entries > 0).map((f) => [key(f), f]));
  return (line: Pick<ImportedFiling, 'filerId' | 'period' | 'amendmentNo' | 'filedOn'>) => {
    const filing = byKey.get(key(line));
    return filing ? { filingId: filing.id, importId: filing.importId } : null;
  };
}
