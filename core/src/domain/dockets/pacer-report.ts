/**
 * Reads a PACER (CM/ECF) docket report or docket history report saved as HTML: the docket
 * number, the entries (date filed, document number, text) and, from a docket report, the case
 * header and the parties with their attorneys. CM/ECF's markup differs by court, version and
 * year, so the reader goes by the words the pages print (“DOCKET FOR CASE #”, “Date Filed”,
 * “represented by”) rather than by exact markup.
 */
import { parseDocketNumber, type DocketNumber } from './docket-number.ts';
import {
  cellsOf,
  linesOf,
  rowsOf,
  textOf,
  type HtmlDocument,
  type HtmlElement,
  type ParseHtml,
} from './html-text.ts';

export type PacerReportKind = 'docket_report' | 'docket_history_report';

export interface PacerEntry {
  /** `2009-03-23`; null where the court recorded none. */
  filedOn: string | null;
  /** The document's number on the docket; null for a minute entry without one. */
  documentNumber: number | null;
  text: string;
}

export const PACER_HEADER_FIELDS = [
  'court',
  'docketNumber',
  'caseName',
  'judge',
  'referredTo',
  'natureOfSuit',
  'cause',
  'filedOn',
  'terminatedOn',
  'juryDemand',
] as const;
export type PacerHeader = Record<(typeof PACER_HEADER_FIELDS)[number], string | null>;

export interface PacerAttorney {
  name: string;
  /** Firm, address, telephone, email and designations, one per line. */
  details: string;
}

export interface PacerParty {
  role: string;
  name: string;
  attorneys: PacerAttorney[];
}

export interface PacerReport {
  kind: PacerReportKind;
  /** As printed, e.g. `1:09-cv-00189-GMS`. */
  printedNumber: string;
  docketNumber: DocketNumber;
  /** From a docket report only. */
  header: PacerHeader | null;
  parties: PacerParty[];
  entries: PacerEntry[];
}

export const NOT_A_PACER_REPORT =
  'This file is not a PACER docket report or docket history report: save the report from ' +
  'CM/ECF as HTML (Reports → Docket Report or History/Documents) and upload that page';

const DATE = /(\d{1,2})\/(\d{1,2})\/(\d{4})/;

/** `03/23/2009` → `2009-03-23`; null when the text holds no real date. */
export function pacerDate(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [, month = '', day = '', year = ''] = m;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

function documentNumberOf(text: string): number | null {
  const m = /^\s*(\d{1,6})\b/.exec(text);
  return m ? Number(m[1]) : null;
}

const tablesOf = (doc: HtmlDocument) => Array.from(doc.querySelectorAll('table'));

/** The first table whose first row reads like `test`, with its remaining rows. */
function tableByHeading(doc: HtmlDocument, test: (heading: string) => boolean) {
  for (const table of tablesOf(doc)) {
    const [first, ...rest] = rowsOf(table);
    if (first && test(textOf(first))) return rest;
  }
  return null;
}

function docketReportEntries(doc: HtmlDocument): PacerEntry[] | null {
  const rows = tableByHeading(doc, (h) => /Date\s*Filed/i.test(h) && /Docket\s*Text/i.test(h));
  if (!rows) return null;
  return rows.flatMap((row) => {
    const [date, number, text] = cellsOf(row);
    if (!date || !number || !text) return [];
    return [
      {
        filedOn: pacerDate(textOf(date)),
        documentNumber: documentNumberOf(textOf(number)),
        text: textOf(text),
      },
    ];
  });
}

function historyEntries(doc: HtmlDocument): PacerEntry[] | null {
  const rows = tableByHeading(doc, (h) => /Doc\.?\s*No/i.test(h) && /Description/i.test(h));
  if (!rows) return null;
  return rows.flatMap((row) => {
    const [number, dates, text] = cellsOf(row);
    if (!number || !dates || !text) return [];
    const filed = /Filed[^:]*:\s*(\d{1,2}\/\d{1,2}\/\d{4})/i.exec(textOf(dates));
    return [
      {
        filedOn: filed ? pacerDate(filed[1] ?? '') : null,
        documentNumber: documentNumberOf(textOf(number)),
        text: textOf(text),
      },
    ];
  });
}

const LABELS: Readonly<Record<string, keyof PacerHeader>> = {
  'assigned to': 'judge',
  'referred to': 'referredTo',
  cause: 'cause',
  'date filed': 'filedOn',
  'date terminated': 'terminatedOn',
  'jury demand': 'juryDemand',
  'nature of suit': 'natureOfSuit',
};

function headerOf(doc: HtmlDocument, heading: HtmlElement, printed: string): PacerHeader {
  const header: PacerHeader = {
    court: null,
    docketNumber: printed,
    caseName: null,
    judge: null,
    referredTo: null,
    natureOfSuit: null,
    cause: null,
    filedOn: null,
    terminatedOn: null,
    juryDemand: null,
  };
  const courtLines = linesOf(heading).filter((l) => l !== '' && !/DOCKET FOR CASE/i.test(l));
  header.court = courtLines.join(', ') || null;
  const table = tablesOf(doc).find((t) => {
    const text = textOf(t);
    return /Date Filed:/i.test(text) && !/Docket\s*Text/i.test(text) && !/represented/i.test(text);
  });
  const first = table ? rowsOf(table)[0] : undefined;
  for (const line of first ? linesOf(first).filter((l) => l !== '') : []) {
    const m = /^([A-Za-z ]+?)\s*:\s*(.*)$/.exec(line);
    const field = m ? LABELS[(m[1] ?? '').toLowerCase()] : undefined;
    if (m && field) {
      const value = (m[2] ?? '').trim();
      header[field] =
        field === 'filedOn' || field === 'terminatedOn' ? pacerDate(value) : value || null;
    } else if (!header.caseName && !m) header.caseName = line;
  }
  return header;
}

function attorneysOf(cell: HtmlElement): PacerAttorney[] {
  return linesOf(cell)
    .join('\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((l) => l !== ''))
    .filter((lines) => lines.length > 0)
    .map(([name = '', ...details]) => ({ name, details: details.join('\n') }));
}

function partiesOf(doc: HtmlDocument): PacerParty[] {
  const table = tablesOf(doc).find(
    (t) => t.querySelector('b u, u b') !== null && !/Docket\s*Text/i.test(textOf(t)),
  );
  if (!table) return [];
  const parties: PacerParty[] = [];
  let role = '';
  for (const row of rowsOf(table)) {
    const cells = cellsOf(row);
    const heading = cells.length === 1 ? cells[0]!.querySelector('u') : null;
    if (heading) {
      role = textOf(heading);
      continue;
    }
    const [who, , counsel] = cells;
    const name = who ? (linesOf(who).find((l) => l !== '') ?? '') : '';
    if (!name || /^v\.?$/i.test(name)) continue;
    parties.push({ role, name, attorneys: counsel ? attorneysOf(counsel) : [] });
  }
  return parties;
}

/** The docket number printed on the report and the kind of report, or null for neither. */
function identify(doc: HtmlDocument) {
  for (const h3 of Array.from(doc.querySelectorAll('h3'))) {
    const m = /DOCKET FOR CASE #:\s*(\S+)/i.exec(textOf(h3));
    if (m) return { kind: 'docket_report' as const, printed: m[1] ?? '', heading: h3 };
  }
  const h2 = doc.querySelector('h2');
  const history =
    /History\/Documents/i.test(doc.title) || (h2 !== null && /^History$/i.test(textOf(h2)));
  const number = doc.querySelector('center b font, center font b');
  if (history && number) {
    const printed = textOf(number).split(' ')[0] ?? '';
    return { kind: 'docket_history_report' as const, printed, heading: null };
  }
  return null;
}

function looksLikeLogin(doc: HtmlDocument): boolean {
  return (
    doc.querySelector('input[type=password]') !== null || /log\s*in|sign\s*in/i.test(doc.title)
  );
}

export type PacerReading = { ok: true; report: PacerReport } | { ok: false; problem: string };

/** The report in `html`, or why it is not one (said for the person who uploaded it). */
export function readPacerReport(html: string, parse: ParseHtml): PacerReading {
  if (html.includes('\u0000'))
    return { ok: false, problem: `${NOT_A_PACER_REPORT} (this one is binary)` };
  const doc = parse(html);
  const found = identify(doc);
  if (!found) {
    if (looksLikeLogin(doc))
      return {
        ok: false,
        problem:
          'This is a CM/ECF or PACER login page, not a docket report: sign in to PACER, run the ' +
          'docket report and save the page it shows',
      };
    return { ok: false, problem: NOT_A_PACER_REPORT };
  }
  const parsed = parseDocketNumber(found.printed);
  if (!parsed.ok)
    return {
      ok: false,
      problem: `The report's docket number '${found.printed}': ${parsed.problem}`,
    };
  const entries = found.kind === 'docket_report' ? docketReportEntries(doc) : historyEntries(doc);
  return {
    ok: true,
    report: {
      kind: found.kind,
      printedNumber: found.printed,
      docketNumber: parsed.value,
      header: found.heading ? headerOf(doc, found.heading, found.printed) : null,
      parties: found.kind === 'docket_report' ? partiesOf(doc) : [],
      entries: entries ?? [],
    },
  };
}
