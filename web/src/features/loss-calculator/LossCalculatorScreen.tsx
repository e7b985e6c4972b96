/**
 * Loss Calculator: one position's losses under the PSLRA, worked out in the browser by the
 * loss engine as the inputs change. Inputs come from a case and a client's accounts, or are
 * typed, pasted or uploaded; results show FIFO beside LIFO, the lead-plaintiff factors, the
 * recognized loss under a plan, the prices with the trades, and the lot-by-lot trail. Opened
 * from Loss Runs with `?case=&security=&client=&accounts=a,b`. Input survives a reload (drafts).
 */
import { lossCalculatorFormSchema } from '@backoffice/core/api';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { DraftNote } from '../../components/form/DraftNote.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import type { FieldName } from './evaluation/assemble.ts';
import { EMPTY_VALUES } from './state/calculator-values.ts';
import { problemsByRow } from './evaluation/locate.ts';
import { PeriodFields } from './inputs/PeriodFields.tsx';
import { PriceInputs } from './inputs/PriceInputs.tsx';
import { ResultsSection } from './results/ResultsSection.tsx';
import { SourceFields } from './inputs/SourceFields.tsx';
import type { RowTarget } from './trades/TradeGrid.tsx';
import { TradesSection } from './trades/TradesSection.tsx';
import { useLossResult } from './evaluation/use-loss-result.ts';
import { usePricesFor } from './inputs/use-prices-for.ts';
import { useSourceLabels } from './export/use-source-labels.ts';
import { useSourceSync } from './inputs/use-source-sync.ts';
import { useWorkbench } from './state/use-workbench.ts';
import '../../components/form/form.css';
import './loss-calculator.css';

const FORM_DRAFT = 'loss-calculator';

function LossCalculator() {
  const form = useContractForm(lossCalculatorFormSchema, {
    defaultValues: EMPTY_VALUES,
    draftKey: FORM_DRAFT,
  });
  const bench = useWorkbench();
  const sync = useSourceSync(form, bench);
  const prices = usePricesFor(form, bench.workbench);
  const securityCloses = bench.workbench.priceSource === 'closes' ? null : prices.closes;
  const result = useLossResult(form, bench.workbench, securityCloses, prices.splits);
  const labels = useSourceLabels(sync.source);
  const rowProblems = useMemo(() => problemsByRow(result.problems), [result.problems]);
  const [target, setTarget] = useState<RowTarget | null>(null);
  const [discarded, setDiscarded] = useState(false);
  const restored = !discarded && (form.draft.restored || bench.restored);

  const goToRow = (index: number) => {
    setTarget({ index, at: Date.now() });
  };
  const goToField = (name: FieldName) => {
    form.setFocus(name);
  };

  return (
    <div className="loss-calculator">
      <PageHeader title="Loss Calculator" />
      <FormProvider {...form}>
        <form
          className="contract-form calc-form"
          noValidate
          aria-label="Loss calculation inputs"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          {restored ? (
            <DraftNote
              onDiscard={() => {
                form.draft.discard();
                bench.reset();
                setDiscarded(true);
              }}
            />
          ) : null}
          <SourceFields />
          <PeriodFields />
          <PriceInputs
            workbench={bench.workbench}
            onChange={bench.update}
            problems={result.problems}
            lookbackMean={result.lookbackMean}
            pricesNote={prices.note}
          />
          <TradesSection
            bench={bench}
            problems={rowProblems}
            target={target}
            progress={sync.tradesProgress}
            loadError={sync.loadError}
            onReload={sync.reload}
          />
        </form>
      </FormProvider>
      <ResultsSection result={result} labels={labels} onRow={goToRow} onField={goToField} />
    </div>
  );
}

export default defineScreen(LossCalculator);
