/**
 * Many price files at once: each matched to a security by the ticker or CUSIP in its name (core
 * `matchPriceFile`, over the securities the server finds for those words) or picked by hand,
 * then checked (a dry run) and imported one after the other, each with its progress and answer.
 */
import type { PriceImport, Security } from '@backoffice/core/api';
import { matchPriceFile, priceFileIdentifiers } from '@backoffice/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api/api-request.ts';
import { invalidateAfter } from '../../lib/api/use-api-mutation.ts';
import { refusalOf } from '../../lib/api/use-file-uploads.ts';
import { priceFileMediaType } from './price-file-type.ts';

export type PriceFileStep = 'matching' | 'ready' | 'checking' | 'importing' | 'done' | 'failed';

export interface PriceFileRow {
  key: string;
  file: File;
  securityId: string;
  matchedBy: 'cusip' | 'ticker' | null;
  step: PriceFileStep;
  progress: number;
  answer: PriceImport | null;
  error: string | null;
  problems: string[];
}

let counter = 0;

/** The securities the server finds for each word of the name that could be a ticker or CUSIP. */
async function candidatesFor(name: string): Promise<Security[]> {
  const { cusips, tickers } = priceFileIdentifiers(name);
  const pages = await Promise.all(
    [...cusips, ...tickers].map((q) =>
      apiRequest('listSecurities', { query: { q, pageSize: 25 } }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

function failure(error: unknown): Pick<PriceFileRow, 'step' | 'error' | 'problems'> {
  return { step: 'failed', ...refusalOf(error) };
}

export function usePriceFiles() {
  const client = useQueryClient();
  const [rows, setRows] = useState<PriceFileRow[]>([]);
  const change = (key: string, patch: Partial<PriceFileRow>) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  const add = (files: readonly File[]) => {
    const added = files.map((file): PriceFileRow => ({
      key: `price-file-${String((counter += 1))}`,
      file,
      securityId: '',
      matchedBy: null,
      step: 'matching',
      progress: 0,
      answer: null,
      error: null,
      problems: [],
    }));
    setRows((all) => [...all, ...added]);
    for (const row of added) {
      void candidatesFor(row.file.name)
        .then((found) => {
          const match = matchPriceFile(row.file.name, found);
          change(row.key, {
            step: 'ready',
            securityId: match?.securityId ?? '',
            matchedBy: match?.by ?? null,
          });
        })
        .catch(() => {
          change(row.key, { step: 'ready' });
        });
    }
  };

  const send = (row: PriceFileRow, dryRun: boolean) =>
    row.file.arrayBuffer().then((bytes) =>
      apiRequest(
        'importSecurityPrices',
        { params: { id: row.securityId }, query: { dryRun }, body: new Uint8Array(bytes) },
        undefined,
        {
          contentType: priceFileMediaType(row.file),
          onProgress: (progress) => {
            change(row.key, { progress });
          },
        },
      ),
    );

  /** Checks then imports each file with a security, one after the other. */
  const importAll = async () => {
    const chosen = rows.filter((r) => r.securityId !== '' && r.step !== 'done');
    for (const row of chosen) {
      try {
        change(row.key, { step: 'checking', progress: 0, error: null, problems: [] });
        await send(row, true);
        change(row.key, { step: 'importing', progress: 0 });
        const answer = await send(row, false);
        change(row.key, { step: 'done', progress: 1, answer });
        await invalidateAfter(client, 'importSecurityPrices', { id: row.securityId });
      } catch (error) {
        change(row.key, failure(error));
      }
    }
  };

  const pick = (key: string, securityId: string) => {
    change(key, { securityId, matchedBy: null, step: 'ready', error: null, problems: [] });
  };
  const remove = (key: string) => {
    setRows((all) => all.filter((r) => r.key !== key));
  };
  return { rows, add, pick, remove, importAll };
}
