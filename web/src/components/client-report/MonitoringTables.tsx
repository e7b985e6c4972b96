/** A monthly report's monitoring tables on screen (the same tables as its PDF and workbook). */
import type { MonthlyMonitoring } from '@backoffice/core/api';
import { monitoringTables, type MonitoringCell } from '@backoffice/core/documents';

const cellClass = (format: string) => (format === 'text' ? undefined : 'num');

export function MonitoringTables({ monitoring }: { monitoring: MonthlyMonitoring }) {
  return monitoringTables(monitoring).map((t) => {
    const headingId = `report-${t.id}`;
    const row = (cells: MonitoringCell[]) =>
      cells.map((c, i) => (
        <td key={t.columns[i]!.label} className={cellClass(t.columns[i]!.format)}>
          {c.text}
        </td>
      ));
    return (
      <section key={t.id} className="card" aria-labelledby={headingId}>
        <h2 id={headingId} className="client-report__title">
          {t.title}
        </h2>
        {t.rows.length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <div className="client-report__table-wrap">
            <table className="client-report__table">
              <thead>
                <tr>
                  {t.columns.map((c) => (
                    <th key={c.label} scope="col" className={cellClass(c.format)}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.rows.map((cells, r) => (
                  <tr key={`${t.id}-${String(r)}`}>{row(cells)}</tr>
                ))}
              </tbody>
              {t.footer ? (
                <tfoot>
                  <tr>{row(t.footer)}</tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        )}
      </section>
    );
  });
}
