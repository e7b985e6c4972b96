/**
 * Where a result line drills down to: the Loss Calculator with the line's inputs filled (its
 * case, security, client and account), which the calculator reads from its query string.
 */
import type { LossResult } from '@backoffice/core/api';
import { hrefOf } from '../../../lib/hrefs.ts';

type Position = Pick<LossResult, 'caseId' | 'securityId' | 'clientId' | 'accountId'>;

export function calculatorHref(line: Position, accountIds: readonly string[] = [line.accountId]) {
  return hrefOf('lossCalculator', undefined, {
    case: line.caseId,
    security: line.securityId,
    client: line.clientId,
    accounts: accountIds.join(','),
  });
}
