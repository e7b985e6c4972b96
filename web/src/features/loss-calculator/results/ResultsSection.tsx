/** The figures for the inputs above, or what stands in their way. */
import type { DailyClose, LossMethod } from '@backoffice/core/loss';
import { useState } from 'react';
import { AccountBasis, type Basis } from './AccountBasis.tsx';
import type { FieldName } from '../evaluation/assemble.ts';
import { ExportButtons } from '../export/ExportButtons.tsx';
import type { SourceLabels } from '../export/export-sheets.ts';
import { Factors } from './Factors.tsx';
import { LossPriceChart } from './LossPriceChart.tsx';
import { LotTrail } from './LotTrail.tsx';
import { MethodFigures } from './MethodFigures.tsx';
import { ProblemList } from './ProblemList.tsx';
import { RecognizedLossPanel } from './RecognizedLossPanel.tsx';
import type { LossResult } from '../evaluation/use-loss-result.ts';

interface ResultsSectionProps {
  result: LossResult;
  labels: SourceLabels;
  onRow: (index: number) => void;
  onField: (name: FieldName) => void;
}

const NO_CLOSES: readonly DailyClose[] = [];

function Body({ result, labels, onRow, onField }: ResultsSectionProps) {
  const { status, input, problems, byAccount } = result;
  const [basis, setBasis] = useState<Basis>('account');
  const [method, setMethod] = useState<LossMethod>('FIFO');
  // Per account unless pooled is chosen (or per account cannot be worked out).
  const output = basis === 'account' && byAccount?.output ? byAccount.output : result.output;
  if (status === 'incomplete') {
    return (
      <p className="card muted">
        Enter the class period and the trades, or choose a case and a client: the losses appear here
        as you go.
      </p>
    );
  }
  if (status === 'invalid') return <p className="card muted">Fix the fields marked above.</p>;
  if (status === 'problems' || !output || !input) {
    return <ProblemList problems={problems} onRow={onRow} onField={onField} />;
  }
  return (
    <>
      <ExportButtons input={input} output={output} labels={labels} />
      {byAccount && result.output ? (
        <AccountBasis
          value={basis}
          onChange={setBasis}
          byAccount={byAccount}
          pooled={result.output}
        />
      ) : null}
      <div className="calc-results__grid">
        <MethodFigures
          output={output}
          basis={
            byAccount
              ? output === byAccount.output
                ? 'Per account, as the case’s loss run'
                : 'Pooled across accounts'
              : undefined
          }
        />
        <Factors output={output} />
      </div>
      {output.recognizedLoss ? <RecognizedLossPanel recognized={output.recognizedLoss} /> : null}
      <LossPriceChart closes={input.prices ?? NO_CLOSES} input={input} output={output} />
      <LotTrail output={output} method={method} onMethod={setMethod} />
    </>
  );
}

export function ResultsSection(props: ResultsSectionProps) {
  const { busy, tookMs, status } = props.result;
  return (
    <section className="calc-results" aria-labelledby="calc-results-title" aria-busy={busy}>
      <header className="calc-results__header">
        <h2 id="calc-results-title">Results</h2>
        <p className="muted calc-results__status" role="status">
          {busy
            ? 'Updating…'
            : status === 'done' && tookMs !== null
              ? `Worked out in ${tookMs.toLocaleString('en-US')} ms.`
              : ''}
        </p>
      </header>
      <div className="calc-results__body" data-stale={busy || undefined}>
        <Body {...props} />
      </div>
    </section>
  );
}
