/**
 * Form 13F data sets for the benches, in the SEC's layout: `rows` information-table rows a
 * quarter, in filings of PER_FILING entries, CUSIPs drawn from those given. Shared by the
 * import bench (over HTTP) and the warehouse bench (DuckDB alone).
 */
import { dataSetDate, type DataSetRows } from '@backoffice/core/filings13f-edgar';

export const PER_FILING = 100;
/** The last four quarters the benches import, oldest first. */
export const BENCH_PERIODS = ['2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30'];

/** Rows a quarter (BENCH_13F_ROWS; a real quarter has about 3,000,000). */
export const ROWS = Number(process.env.BENCH_13F_ROWS ?? 100_000);
/** How many quarters are imported one after the other (BENCH_13F_QUARTERS, 1 to 4). */
export const QUARTERS = Math.min(4, Math.max(1, Number(process.env.BENCH_13F_QUARTERS ?? 1)));
export const PERIODS = BENCH_PERIODS.slice(-QUARTERS);
/** The latest quarter imported, which the questions ask about. */
export const PERIOD = PERIODS.at(-1)!;

export const ms = (v: number) => `${v < 10 ? v.toFixed(1) : String(Math.round(v))} ms`;
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
/** The value at `at` (0 to 1) of the values in order; `values` is left as it was. */
export const quantile = (values: readonly number[], at: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(at * values.length))] ??
  NaN;

/** Filed six weeks after the quarter's end. */
export const filedOn = (period: string) =>
  new Date(Date.parse(period) + 45 * 86_400_000).toISOString().slice(0, 10);

/** The CIK of the bench's filer number `f`. */
export const benchCik = (f: number) => String(2_000_000 + f);

/** Made-up CUSIPs beside the real ones: 4,000 securities the filers hold. */
export const benchCusips = (given: readonly string[] = []) => [
  ...given,
  ...Array.from({ length: 4000 }, (_, i) => `9${String(i).padStart(7, '0')}X`),
];

/** Filings of PER_FILING entries each, CUSIPs drawn from `cusips`; `q` varies values by quarter. */
export function quarterRows(
  cusips: readonly string[],
  period: string,
  q: number,
  rowCount: number,
): DataSetRows {
  type Row = Record<string, string | number>;
  const rows = {
    SUBMISSION: [] as Row[],
    COVERPAGE: [] as Row[],
    SUMMARYPAGE: [] as Row[],
    INFOTABLE: [] as Row[],
  };
  const filings = Math.ceil(rowCount / PER_FILING);
  for (let f = 0; f < filings; f += 1) {
    const cik = benchCik(f);
    const acc = `000${cik}-25-${String(q + 1).padStart(6, '0')}`;
    rows.SUBMISSION.push({
      ACCESSION_NUMBER: acc,
      FILING_DATE: dataSetDate(filedOn(period)),
      SUBMISSIONTYPE: '13F-HR',
      CIK: cik,
      PERIODOFREPORT: dataSetDate(period),
    });
    rows.COVERPAGE.push({
      ACCESSION_NUMBER: acc,
      REPORTCALENDARORQUARTER: dataSetDate(period),
      ISAMENDMENT: 'N',
      FILINGMANAGER_NAME: `BENCH MANAGER ${String(f)} LLC`,
      FILINGMANAGER_CITY: 'NEW YORK',
      FILINGMANAGER_STATEORCOUNTRY: 'NY',
      REPORTTYPE: '13F HOLDINGS REPORT',
    });
    let total = 0;
    const n = Math.min(PER_FILING, rowCount - f * PER_FILING);
    for (let i = 0; i < n; i += 1) {
      const value = 1000 * (1 + ((f * 31 + i * 17 + q * 13) % 5000));
      total += value;
      rows.INFOTABLE.push({
        ACCESSION_NUMBER: acc,
        INFOTABLE_SK: f * PER_FILING + i,
        NAMEOFISSUER: `ISSUER ${String(i)}`,
        TITLEOFCLASS: 'COM',
        CUSIP: cusips[(f + i * 7) % cusips.length]!,
        VALUE: value,
        SSHPRNAMT: value / 10,
        SSHPRNAMTTYPE: 'SH',
        INVESTMENTDISCRETION: 'SOLE',
        VOTING_AUTH_SOLE: value / 10,
        VOTING_AUTH_SHARED: 0,
        VOTING_AUTH_NONE: 0,
      });
    }
    rows.SUMMARYPAGE.push({ ACCESSION_NUMBER: acc, TABLEENTRYTOTAL: n, TABLEVALUETOTAL: total });
  }
  return rows;
}
