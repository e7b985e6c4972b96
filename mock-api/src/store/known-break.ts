import type { DiscrepancyKind } from '@backoffice/core/api';

/** A holding broken on purpose by the generator: reconciliation must find it. */
export interface KnownBreak {
  accountId: string;
  securityId: string;
  asOfDate: string;
  kind: DiscrepancyKind;
  /** The cause the reconciliation should suggest, where the break was made to show one. */
  cause?: 'transfer' | 'split';
}
