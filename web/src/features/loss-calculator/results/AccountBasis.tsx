/**
 * With trades from several accounts, how they are added up: per account (the default: each
 * account's sales matched against its own purchases, then summed, which is what the case's loss
 * run, the overview and the rankings show) or pooled across accounts (all trades as one
 * position). The choice names both totals, says in one sentence why they differ, and lists each
 * account's figures.
 */
import type { LossOutput } from '@backoffice/core/loss';
import type { AccountEvaluation } from '../evaluation/evaluate.ts';
import { formatLoss } from './loss-format.ts';

export type Basis = 'account' | 'pooled';

interface AccountBasisProps {
  value: Basis;
  onChange: (basis: Basis) => void;
  byAccount: AccountEvaluation;
  pooled: LossOutput;
}

const totals = (o: LossOutput) => `FIFO ${formatLoss(o.fifo.net)}, LIFO ${formatLoss(o.lifo.net)}`;

function Option(props: { basis: Basis; checked: boolean; label: string; onChange: () => void }) {
  return (
    <label className="calc-basis__option">
      <input
        type="radio"
        name="calc-basis"
        value={props.basis}
        checked={props.checked}
        onChange={props.onChange}
      />{' '}
      {props.label}
    </label>
  );
}

export function AccountBasis({ value, onChange, byAccount, pooled }: AccountBasisProps) {
  const { output, accounts, problems } = byAccount;
  return (
    <section className="card calc-basis" aria-labelledby="calc-basis-title">
      <h2 id="calc-basis-title" className="calc-section-title">
        {`${String(accounts.length || 'Several')} accounts`}
      </h2>
      {output ? (
        <fieldset className="calc-basis__choice">
          <legend className="calc-basis__legend">Add the accounts up</legend>
          <Option
            basis="account"
            checked={value === 'account'}
            label={`Per account, as the case's loss run (${totals(output)})`}
            onChange={() => {
              onChange('account');
            }}
          />
          <Option
            basis="pooled"
            checked={value === 'pooled'}
            label={`Pooled across accounts (${totals(pooled)})`}
            onChange={() => {
              onChange('pooled');
            }}
          />
        </fieldset>
      ) : (
        <p role="alert" className="calc-basis__problem">
          The accounts cannot be worked out one by one ({problems.map((p) => p.message).join('; ')}
          ), so the figures below are pooled across accounts.
        </p>
      )}
      <p className="muted calc-basis__why">
        Per account matches each account&apos;s sales with its own purchases; pooled treats every
        account&apos;s trades as one position, so a sale in one account can use shares bought in
        another, which changes which purchase prices FIFO and LIFO take.
      </p>
      {accounts.length > 0 ? (
        <table className="calc-figures__table calc-basis__accounts">
          <caption className="calc-basis__caption">Each account on its own</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">FIFO net</th>
              <th scope="col">LIFO net</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.account}>
                <th scope="row">{a.account}</th>
                <td>{formatLoss(a.output.fifo.net)}</td>
                <td>{formatLoss(a.output.lifo.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
