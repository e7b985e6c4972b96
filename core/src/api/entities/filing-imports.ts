/**
 * Importing SEC 13-F files: an EDGAR submission, an information table alone (its filer in the
 * query), or the SEC's quarterly Form 13F data sets ZIP, sent as the raw body. The answer says
 * what was read and what changed, and every problem by filing.
 */
import { z } from 'zod';
import { named } from '../registry.ts';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  nonEmptyText,
  oneLine,
} from '../primitives.ts';
import { cikQuerySchema, cikSchema, quarterEndSchema } from './filings13f.ts';

export const FILE_KINDS_13F = ['submission', 'information-table', 'data-sets'] as const;

/** The filer of an information table sent alone; unused (and refused) for the other kinds. */
export const filingImportQuerySchema = z.strictObject({
  cik: cikQuerySchema.optional(),
  name: oneLine(nonEmptyText(160)).optional(),
  period: quarterEndSchema.optional(),
  filedOn: isoDateSchema.optional(),
});

export const filingImportProblemSchema = named(
  'FilingImportProblem',
  z.object({
    /** Null for a problem of the file rather than of one filing. */
    accessionNumber: z.string().nullable(),
    cik: cikSchema.nullable(),
    filerName: z.string().nullable(),
    period: isoDateSchema.nullable(),
    messages: z.array(z.string()),
  }),
);
export type FilingImportProblem = z.infer<typeof filingImportProblemSchema>;

export const filingImportSchema = named(
  'FilingImport',
  z.object({
    /** The import's record (in the audit log); null when the file changed nothing. */
    id: idSchema.nullable(),
    kind: z.enum(FILE_KINDS_13F),
    sha256: z.string(),
    /** Filings in the file. */
    filingsRead: z.number().int().min(0),
    /** New filings stored (originals, new-holdings amendments and notices). */
    added: z.number().int().min(0),
    /** Restatements stored: each replaces what its filer had reported for the quarter. */
    replaced: z.number().int().min(0),
    /** Filings already imported (by accession number): nothing changed for them. */
    unchanged: z.number().int().min(0),
    /** Filings left out (no quarter-end period): named in the problems. */
    skipped: z.number().int().min(0),
    /** Information-table entries stored. */
    entries: z.number().int().min(0),
    /** Their value in US dollars. */
    totalValue: z.number().min(0),
    problems: z.array(filingImportProblemSchema),
    importedAt: isoDateTimeSchema,
    importedBy: z.string(),
  }),
);
export type FilingImport = z.infer<typeof filingImportSchema>;
