import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/** axe-core's violations on the page as it is now (overlays open included), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => String(node.target)).join(', ')})`);
  });
}
