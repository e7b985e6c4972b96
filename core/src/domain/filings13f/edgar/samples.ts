/**
 * 13-F files for tests and benches, in the SEC's layouts: an EDGAR submission's text around a
 * primary document and an information table, and a Form 13F data sets ZIP from rows.
 */
import { zipArchive } from '../../../ingestion/samples.ts';

export interface SubmissionParts {
  accessionNumber: string;
  form: string;
  /** YYYYMMDD, as the SEC header writes dates. */
  period: string;
  filedOn: string;
  name: string;
  cik: string;
  primaryXml: string;
  tableXml?: string | undefined;
}

/** The full submission text EDGAR serves, with its SEC header (abridged to what a reader needs). */
export function submissionText(p: SubmissionParts): string {
  const doc = (type: string, seq: number, file: string, xml: string) =>
    `<DOCUMENT>\n<TYPE>${type}\n<SEQUENCE>${String(seq)}\n<FILENAME>${file}\n<TEXT>\n<XML>\n${xml}\n</XML>\n</TEXT>\n</DOCUMENT>\n`;
  return (
    `<SEC-DOCUMENT>${p.accessionNumber}.txt : ${p.filedOn}\n<SEC-HEADER>${p.accessionNumber}.hdr.sgml : ${p.filedOn}\n` +
    `ACCESSION NUMBER:\t\t${p.accessionNumber}\nCONFORMED SUBMISSION TYPE:\t${p.form}\n` +
    `PUBLIC DOCUMENT COUNT:\t\t${p.tableXml ? '2' : '1'}\nCONFORMED PERIOD OF REPORT:\t${p.period}\n` +
    `FILED AS OF DATE:\t\t${p.filedOn}\n\nFILER:\n\n\tCOMPANY DATA:\t\n\t\tCOMPANY CONFORMED NAME:\t\t\t${p.name}\n` +
    `\t\tCENTRAL INDEX KEY:\t\t\t${p.cik}\n</SEC-HEADER>\n` +
    doc(p.form, 1, 'primary_doc.xml', p.primaryXml) +
    (p.tableXml ? doc('INFORMATION TABLE', 2, 'infotable.xml', p.tableXml) : '') +
    '</SEC-DOCUMENT>\n'
  );
}

/** The data sets' parts and their columns, as the SEC's readme for the data sets gives them. */
export const DATA_SET_COLUMNS = {
  SUBMISSION: ['ACCESSION_NUMBER', 'FILING_DATE', 'SUBMISSIONTYPE', 'CIK', 'PERIODOFREPORT'],
  COVERPAGE: [
    'ACCESSION_NUMBER',
    'REPORTCALENDARORQUARTER',
    'ISAMENDMENT',
    'AMENDMENTNO',
    'AMENDMENTTYPE',
    'CONFDENIEDEXPIRED',
    'DATEDENIEDEXPIRED',
    'DATEREPORTED',
    'REASONFORNONCONFIDENTIALITY',
    'FILINGMANAGER_NAME',
    'FILINGMANAGER_STREET1',
    'FILINGMANAGER_STREET2',
    'FILINGMANAGER_CITY',
    'FILINGMANAGER_STATEORCOUNTRY',
    'FILINGMANAGER_ZIPCODE',
    'REPORTTYPE',
    'FORM13FFILENUMBER',
    'CRDNUMBER',
    'SECFILENUMBER',
    'PROVIDEINFOFORINSTRUCTION5',
    'ADDITIONALINFORMATION',
  ],
  SUMMARYPAGE: [
    'ACCESSION_NUMBER',
    'OTHERINCLUDEDMANAGERSCOUNT',
    'TABLEENTRYTOTAL',
    'TABLEVALUETOTAL',
    'ISCONFIDENTIALOMITTED',
  ],
  INFOTABLE: [
    'ACCESSION_NUMBER',
    'INFOTABLE_SK',
    'NAMEOFISSUER',
    'TITLEOFCLASS',
    'CUSIP',
    'FIGI',
    'VALUE',
    'SSHPRNAMT',
    'SSHPRNAMTTYPE',
    'PUTCALL',
    'INVESTMENTDISCRETION',
    'OTHERMANAGER',
    'VOTING_AUTH_SOLE',
    'VOTING_AUTH_SHARED',
    'VOTING_AUTH_NONE',
  ],
  OTHERMANAGER: [
    'ACCESSION_NUMBER',
    'OTHERMANAGER_SK',
    'CIK',
    'FORM13FFILENUMBER',
    'CRDNUMBER',
    'SECFILENUMBER',
    'NAME',
  ],
  OTHERMANAGER2: [
    'ACCESSION_NUMBER',
    'SEQUENCENUMBER',
    'CIK',
    'FORM13FFILENUMBER',
    'CRDNUMBER',
    'SECFILENUMBER',
    'NAME',
  ],
  SIGNATURE: [
    'ACCESSION_NUMBER',
    'NAME',
    'TITLE',
    'PHONE',
    'SIGNATURE',
    'CITY',
    'STATEORCOUNTRY',
    'SIGNATUREDATE',
  ],
} as const;

export type DataSetPart = keyof typeof DATA_SET_COLUMNS;
/** One row of a part: its cells by column name (absent ones are empty). */
export type DataSetRows = Partial<Record<DataSetPart, readonly Record<string, string | number>[]>>;

/** A TSV part: header row, then one line per row, tab-separated, as the SEC writes them. */
export function dataSetTsv(
  part: DataSetPart,
  rows: readonly Record<string, string | number>[],
): string {
  const columns = DATA_SET_COLUMNS[part];
  const lines = rows.map((row) => columns.map((c) => String(row[c] ?? '')).join('\t'));
  return [columns.join('\t'), ...lines].join('\n') + '\n';
}

/** The data sets ZIP: every part, empty ones with their header row alone. */
export function dataSetsZip(rows: DataSetRows): Buffer {
  const parts = (Object.keys(DATA_SET_COLUMNS) as DataSetPart[]).map((part) => ({
    name: `${part}.tsv`,
    data: Buffer.from(dataSetTsv(part, rows[part] ?? [])),
  }));
  return zipArchive(parts);
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** 2023-09-30 → 30-SEP-2023, as the data sets write dates. */
export function dataSetDate(iso: string): string {
  return `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]!}-${iso.slice(0, 4)}`;
}
