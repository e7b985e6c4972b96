/**
 * A settlement added through the API to a settled demo case (CA-0020, whose clients include the
 * viewer's), for the screens that show a settlement and its claims: one per client that traded
 * in its class period.
 */
import type { Settlement } from '@backoffice/core/api';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, writeHeaders } from './api.ts';
import { at } from './support.ts';

export const SETTLED_CASE_ID = 'CA-0020';

export async function addSettlement(page: Page, name: string): Promise<Settlement> {
  const c = await api<{
    securityIds: string[];
    classPeriodStart: string;
    classPeriodEnd: string;
    planOfAllocation: { inflation: unknown[] };
  }>(page, `/cases/${SETTLED_CASE_ID}`);
  const res = await page.request.post(at('/api/v1/settlements'), {
    headers: writeHeaders(),
    data: {
      caseId: SETTLED_CASE_ID,
      name,
      grossFund: 20_000_000_00,
      feesAwarded: 5_000_000_00,
      expensesAwarded: 400_000_00,
      administrator: {
        name: 'Epiq Class Action Services',
        address: 'P.O. Box 4850, Portland, OR 97208',
        website: 'https://www.example-settlement.com',
        filingMethod: 'electronic',
      },
      fairnessHearingOn: '2026-09-22',
      claimDeadline: '2026-11-20',
      classPeriodStart: c.classPeriodStart,
      classPeriodEnd: c.classPeriodEnd,
      securities: c.securityIds.map((securityId) => ({
        securityId,
        inflation: c.planOfAllocation.inflation,
        lookbackMean: 10,
      })),
      minimumPayment: 10_00,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Settlement;
}
