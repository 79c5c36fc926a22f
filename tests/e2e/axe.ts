/** axe-core for every end-to-end test: the one check that a page, as it is at that moment, has no serious problem. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface SeriousViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on the page as it is now. axe is evaluated through the DevTools
 * protocol, which the page's CSP (script-src 'self') does not govern, once per document.
 */
async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    // Every rule still runs; only violations are collected in full (passes and the rest stop at their first node).
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({ id, impact: impact ?? '', help, targets: nodes.map((node) => node.target.join(' ')) }));
  });
}

/** No serious or critical axe-core violation on the page as it is now; `state` names the moment in a failure. */
export async function expectAccessible(page: Page, state = new URL(page.url()).pathname): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${state}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}
