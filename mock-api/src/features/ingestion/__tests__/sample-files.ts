/**
 * Custodian files for tests, made from the generated data: one client's account at its
 * custodian, trading a few securities, written the ways custodians write them.
 */
import type { Account, Security } from '@backoffice/core/api';
import { accountingNumber, delimitedText, usDate } from '@backoffice/core/ingestion';
import type { TestApi } from '../../../testing/test-api.ts';

export interface Sample {
  account: Account;
  securities: Security[];
}

export function sampleOf(api: TestApi, clientId = 'CL-0001'): Sample {
  const account = api.store.accounts.all().find((a) => a.clientId === clientId);
  if (!account) throw new Error(`no account for ${clientId}`);
  const securities = api.store.securities
    .all()
    .filter((s) => s.currency === 'USD')
    .slice(0, 3);
  return { account, securities };
}

export const TRADE_HEADER = ['Account', 'CUSIP', 'Trade Date', 'B/S', 'Quantity', 'Price'];

/** `count` distinct trades in March 2025 (US dates, grouped quantities). */
export function tradeRows(sample: Sample, count: number, seed = 0): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const security = sample.securities[i % sample.securities.length]!;
    const day = String(3 + (i % 20)).padStart(2, '0');
    return [
      sample.account.accountNumber,
      security.cusip,
      usDate(`2025-03-${day}`),
      i % 3 === 2 ? 'SLD' : 'BOT',
      accountingNumber(1000 + i * 10 + seed),
      (10 + i / 4).toFixed(2),
    ];
  });
}

export function tradesCsv(sample: Sample, count: number, seed = 0, delimiter = ','): string {
  return delimitedText([TRADE_HEADER, ...tradeRows(sample, count, seed)], delimiter);
}

/** Uploads `body` as `fileName` (raw body, metadata in the query). */
export function uploadFile(
  api: TestApi,
  fileName: string,
  body: string | Buffer,
  query: Record<string, string> = {},
  as: 'admin' | 'staff' = 'admin',
) {
  return api
    .as(as)
    .post('/api/v1/ingestion/uploads')
    .query({ fileName, ...query })
    .set('content-type', 'application/octet-stream')
    .send(typeof body === 'string' ? Buffer.from(body) : body);
}
