/**
 * axe-core in the page under test: the WCAG 2.1 A and AA rules, and only what fails seriously
 * or critically, one line per violation and element so a failure says what to fix and where.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** Evaluated through the debugging protocol: the app's CSP (script-src 'self') refuses a tag. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function violationsOf(page: Page): Promise<Violation[]> {
  // Once per document: screens reached inside the app keep it, and it is 500 KB to compile.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<{ violations: Violation[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only what fails: passes and incomplete checks cost time and say nothing here.
      resultTypes: ['violations'],
    });
    return result.violations;
  }, WCAG_21_AA);
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and element, so a failure says what to fix and where. */
export const describeViolations = (path: string, violations: Violation[]) =>
  violations.flatMap((v) =>
    v.nodes
      .slice(0, 5)
      .map((n) => `${path} ${v.id} (${v.impact ?? ''}): ${v.help} at ${n.target.join(' ')}`),
  );
