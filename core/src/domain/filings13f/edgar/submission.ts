/**
 * A 13-F submission as EDGAR serves it (`<accession>.txt`): the SEC header (accession number,
 * form type, period, filing date, filer), then one `<DOCUMENT>` per part, each with its
 * `<TYPE>` and its XML between `<XML>` and `</XML>`: the primary document (type 13F-HR,
 * 13F-HR/A, 13F-NT…) and, for a holdings report, the INFORMATION TABLE.
 */
import { valueUnitOf } from '../value-unit.ts';
import { assembleFiling } from './assemble.ts';
import { secDate } from './dates.ts';
import { parseInformationTable } from './info-table.ts';
import { parsePrimaryDocument, submissionTypeOf } from './primary-doc.ts';
import { Not13FError, type ParsedFiling } from './types.ts';

export const looksLikeSubmission = (text: string) =>
  /<SEC-(DOCUMENT|HEADER)>/.test(text.slice(0, 4096));

/** The SEC header's `KEY:\tvalue` lines, the first of each key (the filer comes first). */
function headerFields(text: string): Map<string, string> {
  const end = text.indexOf('</SEC-HEADER>');
  const header = end < 0 ? '' : text.slice(0, end);
  const fields = new Map<string, string>();
  for (const line of header.split(/\r?\n/)) {
    const m = /^\s*([A-Z][A-Z0-9 ]*?):\s*(.*?)\s*$/.exec(line);
    if (m && m[2] !== '' && !fields.has(m[1]!)) fields.set(m[1]!, m[2]!);
  }
  return fields;
}

interface Part {
  type: string;
  xml: string | null;
}

function documents(text: string): Part[] {
  const parts: Part[] = [];
  for (const m of text.matchAll(/<DOCUMENT>([\s\S]*?)(?:<\/DOCUMENT>|$)/g)) {
    const body = m[1]!;
    const type = (/<TYPE>([^\r\n<]*)/.exec(body)?.[1] ?? '').trim().toUpperCase();
    // A part cut short (no </XML>) is read to its end, so the XML reader says where it broke.
    const xml = /<XML>([\s\S]*?)(?:<\/XML>|$)/.exec(body)?.[1] ?? null;
    parts.push({ type, xml });
  }
  return parts;
}

function required(fields: Map<string, string>, key: string): string {
  const value = fields.get(key);
  if (!value) throw new Not13FError(`The SEC header has no ${key}`);
  return value;
}

export function parseSubmission(text: string): ParsedFiling {
  if (!looksLikeSubmission(text))
    throw new Not13FError(
      'Expected an EDGAR submission beginning with <SEC-DOCUMENT> or <SEC-HEADER>',
    );
  const header = headerFields(text);
  const form = required(header, 'CONFORMED SUBMISSION TYPE');
  const submissionType = submissionTypeOf(form);
  if (!submissionType)
    throw new Not13FError(
      `Expected a 13-F submission (13F-HR, 13F-HR/A, 13F-NT or 13F-NT/A); this one is a ${form}`,
    );
  const accessionNumber = required(header, 'ACCESSION NUMBER');
  const filedOn = secDate(required(header, 'FILED AS OF DATE'));
  if (!filedOn) throw new Not13FError(`The SEC header's FILED AS OF DATE is no date`);
  const parts = documents(text);
  const primaryXml = parts.find((p) => p.type.startsWith('13F'))?.xml;
  if (!primaryXml)
    throw new Not13FError(
      'The submission has no XML primary document (EDGAR has filed 13-F reports as XML since 2013; older text reports are not read)',
    );
  const primary = parsePrimaryDocument(primaryXml);
  const period = primary.period ?? secDate(header.get('CONFORMED PERIOD OF REPORT'));
  if (!period) throw new Not13FError('The submission gives no period of report');
  const tableXml = parts.find((p) => p.type === 'INFORMATION TABLE')?.xml ?? null;
  const table = tableXml ? parseInformationTable(tableXml, valueUnitOf(filedOn)) : null;
  const cik = primary.cik ?? required(header, 'CENTRAL INDEX KEY').padStart(10, '0');
  const problems = table?.problems ?? [];
  if (!table && !submissionType.startsWith('13F-NT') && primary.reportType !== '13F NOTICE')
    problems.push('The submission has no information table');
  return assembleFiling({
    accessionNumber,
    filer: {
      cik,
      name: primary.managerName || (header.get('COMPANY CONFORMED NAME') ?? ''),
      city: primary.city || (header.get('CITY') ?? ''),
      state: primary.state || (header.get('STATE') ?? ''),
    },
    period,
    filedOn,
    submissionType,
    reportType: primary.reportType,
    amendmentType: primary.amendmentType,
    summary: primary.summary,
    entries: table?.entries ?? [],
    problems,
  });
}
