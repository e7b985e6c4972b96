/**
 * Where M and M_d come from (the security's closes, pasted closes, or the plan's lookback
 * table) and the plan's inflation table, each pasted as spreadsheet rows, with what is wrong
 * with them right under them.
 */
import { useId, type ReactNode } from 'react';
import { formatMoney } from '../../../lib/format/format.ts';
import type { Problem } from '../evaluation/assemble.ts';
import { problemsAt } from '../evaluation/locate.ts';
import type { LossResult } from '../evaluation/use-loss-result.ts';
import type { PriceSource, Workbench } from '../state/workbench.ts';

interface PriceInputsProps {
  workbench: Workbench;
  onChange: (change: Partial<Workbench>) => void;
  problems: readonly Problem[];
  lookbackMean: LossResult['lookbackMean'];
  /** What the security's closes are doing: loading, loaded, missing. */
  pricesNote: ReactNode;
}

const SOURCES: { value: PriceSource; label: string }[] = [
  { value: 'security', label: "The security's daily closes" },
  { value: 'closes', label: 'Daily closes pasted here' },
  { value: 'plan', label: "The plan's lookback table" },
];

function TableBox(props: {
  label: string;
  hint: ReactNode;
  value: string;
  placeholder: string;
  problems: string[];
  onChange: (text: string) => void;
}) {
  const id = useId();
  const { label, hint, value, placeholder, problems, onChange } = props;
  return (
    <div className="form-field form-field--wide">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="form-control form-control--area plan-table"
        rows={4}
        placeholder={placeholder}
        value={value}
        aria-invalid={problems.length > 0}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <p className="form-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {problems.length > 0 ? (
        <ul className="form-field__error plan-table__problems" id={`${id}-error`}>
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function PriceInputs({
  workbench,
  onChange,
  problems,
  lookbackMean,
  pricesNote,
}: PriceInputsProps) {
  const name = useId();
  const { priceSource } = workbench;
  const meanNote = lookbackMean
    ? `M = ${formatMoney(lookbackMean.value)}${lookbackMean.from === 'last-date' ? ' (the mean through the last date: no M row)' : ''}.`
    : 'A row labelled M gives M; without one, the mean through the last date is M.';
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Lookback prices and plan of allocation</legend>
      <div className="form-grid">
        <fieldset
          className="form-field form-field--wide form-choices"
          aria-describedby={`${name}-note`}
        >
          <legend className="form-field__label">M and M_d from</legend>
          <div className="form-choices__list">
            {SOURCES.map((s) => (
              <label key={s.value} className="form-check">
                <input
                  type="radio"
                  name={name}
                  value={s.value}
                  checked={priceSource === s.value}
                  onChange={() => {
                    onChange({ priceSource: s.value });
                  }}
                />
                <span>{s.label}</span>
              </label>
            ))}
          </div>
          <div className="form-field__hint" id={`${name}-note`}>
            {pricesNote}
          </div>
          {problemsAt(problems, 'table', 'prices').map((message) => (
            <p key={message} className="form-field__error">
              {message}
            </p>
          ))}
        </fieldset>
        {priceSource === 'closes' ? (
          <TableBox
            label="Daily closes"
            hint="Date and Close, one day a line, covering the 90-day lookback window."
            placeholder={'Date\tClose\n2024-04-01\t20.00'}
            value={workbench.closesText}
            problems={problemsAt(problems, 'table', 'closes')}
            onChange={(closesText) => {
              onChange({ closesText });
            }}
          />
        ) : null}
        {priceSource === 'plan' ? (
          <TableBox
            label="Lookback table"
            hint={`Each date of the window with the mean close from the disclosure through it (M_d), and M. ${meanNote} Days it leaves out are worked out from the security's closes.`}
            placeholder={'Date\tMean\n2024-04-01\t20.00\n2024-04-02\t20.50\nM\t21.3350'}
            value={workbench.lookbackText}
            problems={problemsAt(problems, 'table', 'lookback')}
            onChange={(lookbackText) => {
              onChange({ lookbackText });
            }}
          />
        ) : null}
        <TableBox
          label="Inflation table (plan of allocation)"
          hint='From, To (empty or "open" for no end) and the inflation per share. With one, the recognized loss is worked out too.'
          placeholder={'From\tTo\tPer share\n2024-01-02\t2024-02-29\t3.25\n2024-03-01\topen\t1.50'}
          value={workbench.inflationText}
          problems={problemsAt(problems, 'table', 'inflation')}
          onChange={(inflationText) => {
            onChange({ inflationText });
          }}
        />
      </div>
    </fieldset>
  );
}
