/**
 * What choosing a case fills in: its class period and disclosure date, its plan's inflation
 * table (as a table the user can still edit), and a security of its own when the one chosen is
 * not among them.
 */
import type { Case } from '@backoffice/core/api';
import { textOfCells } from '../trades/sheet-text.ts';

export interface CaseFill {
  classPeriodStart: string;
  classPeriodEnd: string;
  /** Null: the engine's default, the day after the class period. */
  disclosureDate: string | null;
  inflationText: string;
  securityId: string | null;
}

export const INFLATION_HEADER = ['From', 'To', 'Per share'];

export function caseFill(c: Case, currentSecurity: string): CaseFill {
  const ranges = c.planOfAllocation?.inflation ?? [];
  return {
    classPeriodStart: c.classPeriodStart,
    classPeriodEnd: c.classPeriodEnd,
    disclosureDate: c.disclosureDate,
    inflationText:
      ranges.length === 0
        ? ''
        : textOfCells([
            INFLATION_HEADER,
            ...ranges.map((r) => [r.from, r.to ?? 'open', String(r.perShare)]),
          ]),
    securityId: c.securityIds.includes(currentSecurity) ? null : (c.securityIds[0] ?? null),
  };
}
