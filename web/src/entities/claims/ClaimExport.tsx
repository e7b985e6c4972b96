/**
 * The claim's filing file for the claims administrator, CSV or XLSX, made by the server after
 * its check; a refusal (a transaction outside the claim period, holdings that do not reconcile)
 * is shown with the account or transaction it names.
 */
import type { Claim } from '@backoffice/core/api';
import { useState } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { apiFile } from '../../lib/api/api-request.ts';
import { downloadBlob } from '../../lib/download.ts';

const FORMATS = ['csv', 'xlsx'] as const;

export function ClaimExport({ claim }: { claim: Claim }) {
  const [busy, setBusy] = useState(false);
  const download = async (format: (typeof FORMATS)[number]) => {
    setBusy(true);
    try {
      const file = await apiFile('exportClaimFiling', {
        params: { id: claim.id },
        query: { format },
      });
      downloadBlob(`claim-${claim.id}.${format}`, file);
    } catch (error) {
      toast({
        tone: 'error',
        title: 'Filing file refused',
        description: describeApiError(error).message,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="claim-export">
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          disabled={busy}
          aria-label={`Filing file of ${claim.clientName} as ${format.toUpperCase()}`}
          onClick={() => void download(format)}
        >
          {format.toUpperCase()}
        </button>
      ))}
    </span>
  );
}
