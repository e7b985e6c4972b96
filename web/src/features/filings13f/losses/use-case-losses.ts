/** Every filer's estimate for one case (all pages: a case has tens of filers, not thousands). */
import { useEveryRow } from '../../../lib/api/use-every-row.ts';

export function useCaseLosses(caseId: string) {
  return useEveryRow(
    'listFilingLosses',
    { query: { caseId, sort: 'fifoLoss:desc' } },
    { enabled: caseId !== '' },
  );
}
