/**
 * What can be done with a claim where it is listed: open its documents and history, move it,
 * or export its filing file.
 */
import type { Claim } from '@backoffice/core/api';
import { useCan } from '../../lib/api/use-can.ts';
import { ClaimDetailsButton } from './ClaimDetails.tsx';
import { ClaimExport } from './ClaimExport.tsx';
import { ClaimMove } from './ClaimMove.tsx';

export function ClaimActions({ row }: { row: Claim }) {
  const canMove = useCan('setClaimStatus');
  return (
    <span className="claim-actions">
      <ClaimDetailsButton row={row} />
      {canMove ? <ClaimMove claim={row} /> : null}
      <ClaimExport claim={row} />
    </span>
  );
}
