/** The client's claims under every settlement, with their moves and filing files. */
import { ClaimsTable } from '../../entities/claims/ClaimsTable.tsx';

export function ClientClaims({ clientId }: { clientId: string }) {
  return (
    <ClaimsTable
      fixedQuery={{ clientId }}
      urlPrefix="claims"
      without="clientName"
      emptyText="No claim: the client traded no eligible security in a settlement class period."
    />
  );
}
