/** One case of a report: its dates, lookback, lines and their totals. */
import type { LossReportKind } from '@backoffice/core/api';
import { cellText, lineColumns, totalCells, type ReportSection } from './report-columns.ts';
import { lookbackText, sectionFacts } from './report-facts.ts';

function LinesTable({ kind, section }: { kind: LossReportKind; section: ReportSection }) {
  const columns = lineColumns(kind);
  const num = (i: number) => (columns[i]?.kind === 'text' ? undefined : 'loss-table__num');
  return (
    <div className="loss-table-wrap">
      <table className="loss-table report-lines" aria-label={`Lines: ${section.caseCaption}`}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.header} scope="col" className={num(i)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.lines.map((line) => (
            <tr key={line.id}>
              {columns.map((c, i) => (
                <td key={c.header} className={num(i)}>
                  {cellText(c.kind, c.value(line))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {totalCells(columns, section.totals).map((text, i) =>
              i === 0 ? (
                <th key="total" scope="row">
                  Total
                </th>
              ) : (
                <td key={columns[i]?.header} className={num(i)}>
                  {text}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ReportSectionView({
  kind,
  section,
}: {
  kind: LossReportKind;
  section: ReportSection;
}) {
  return (
    <section className="card report-section" aria-label={section.caseCaption}>
      <h2 className="loss-section-title">{section.caseCaption}</h2>
      <dl className="report-facts">
        {sectionFacts(section).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="report-subtitle">
        Lookback (90 days from the disclosure; M is the mean close)
      </h3>
      {section.lookbacks.length > 0 ? (
        <ul className="report-lookbacks">
          {section.lookbacks.map((l) => (
            <li key={l.securityId}>{lookbackText(l)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">None recorded.</p>
      )}
      {section.lines.length > 0 ? (
        <LinesTable kind={kind} section={section} />
      ) : (
        <p className="muted">No client you may see has a line in this run.</p>
      )}
    </section>
  );
}
