/**
 * The claim's filing file for the claims administrator, CSV or XLSX, made by the server after
 * its check; a refusal (a transaction outside the claim period, holdings that do not reconcile)
 * is shown with the account or transaction it names. Beside them, the claim's summary as a PDF,
 * made in the browser.
 */
import type { Claim } from '@backoffice/core/api';
import { useState } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { apiFile, apiRequest } from '../../lib/api/api-request.ts';
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
  const summary = async () => {
    setBusy(true);
    try {
      const [settlement, { claimSummaryPdf }] = await Promise.all([
        apiRequest('getSettlement', { params: { id: claim.settlementId } }),
        import('./claim-summary-file.ts'),
      ]);
      downloadBlob(`claim-${claim.id}.pdf`, await claimSummaryPdf(claim, settlement));
    } catch (error) {
      toast({
        tone: 'error',
        title: 'Summary not made',
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
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-label={`Summary of the claim of ${claim.clientName} as PDF`}
        onClick={() => void summary()}
      >
        PDF
      </button>
    </span>
  );
}
