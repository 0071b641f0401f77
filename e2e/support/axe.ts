import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** WCAG 2.0 A and AA, WCAG 2.1 AA: full axe, not only contrast. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

interface AxeResults {
  violations: { id: string; nodes: { target: string[]; failureSummary: string }[] }[];
}

let axeSource: Promise<string> | undefined;

/**
 * Every axe violation on the page, one line per element. Through the debugger protocol, not a
 * script tag: the example's CSP (`script-src 'self'`) refuses an inline script, rightly.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(
    createRequire(join(import.meta.dirname, '../../packages/ui/package.json')).resolve(
      'axe-core/axe.min.js',
    ),
    'utf8',
  );
  await page.evaluate(await axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<AxeResults> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
  }, WCAG_TAGS);
}
