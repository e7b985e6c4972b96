/** What an import of 13-F files read and changed, and its problems by filing. */
import type { FilingImport } from '@backoffice/core/api';
import {
  formatCount,
  formatDate,
  formatMoneyWhole,
  formatNumber,
} from '../../../lib/format/format.ts';

export function ImportAnswer({ answer }: { answer: FilingImport }) {
  const n = formatNumber;
  return (
    <span className="filing-import__counts">
      {formatCount(answer.filingsRead, 'filing')} read: {n(answer.added)} added,{' '}
      {n(answer.replaced)} replaced, {n(answer.unchanged)} already there
      {answer.skipped > 0 ? `, ${n(answer.skipped)} skipped` : ''};{' '}
      {formatCount(answer.entries, 'entry', 'entries')} worth {formatMoneyWhole(answer.totalValue)}
    </span>
  );
}

export function ImportProblems({ answer }: { answer: FilingImport }) {
  if (answer.problems.length === 0) return null;
  return (
    <table className="filing-import__problems">
      <caption>Problems ({formatNumber(answer.problems.length)})</caption>
      <thead>
        <tr>
          <th scope="col">Filing</th>
          <th scope="col">Filer</th>
          <th scope="col">Quarter</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {answer.problems.map((p, i) => (
          <tr key={`${p.accessionNumber ?? 'file'}-${String(i)}`}>
            <td>{p.accessionNumber ?? 'The file'}</td>
            <td>
              {[p.filerName, p.cik ? `CIK ${p.cik}` : null].filter(Boolean).join(', ') || '—'}
            </td>
            <td>{p.period ? formatDate(p.period) : '—'}</td>
            <td>
              {p.messages.map((m) => (
                <div key={m}>{m}</div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
