/** An account and a security the test files name; anything else is unknown. */
import { usIsinOf } from '../../domain/identifiers.ts';
import type { Lookups } from '../index.ts';

const ACCOUNT = { id: 'AC-00001', number: '100-200' };
const SECURITY = { id: 'SE-0001', cusip: '037833100' };
export const lookups: Lookups<{ id: string }, { id: string }> = {
  account: (n) => (n === ACCOUNT.number ? ACCOUNT : `No account ${n} at this custodian`),
  security: (s) =>
    s === SECURITY.cusip || s === usIsinOf(SECURITY.cusip) || s === 'AAPL'
      ? SECURITY
      : `No security ${s}`,
};
