import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every Content-Security-Policy violation the pages of `context` report: the
 * `securitypolicyviolation` events the documents fire, and the console's "Refused to…" lines
 * (which also name what a frame-ancestors check blocked in a parent page). Install before the
 * pages load.
 */
export async function watchCspViolations(context: BrowserContext): Promise<{
  all(): Promise<string[]>;
}> {
  const consoleReports: string[] = [];
  const pages = new Set<Page>();
  const watch = (page: Page) => {
    pages.add(page);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) {
        consoleReports.push(message.text());
      }
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  await context.addInitScript(() => {
    const reports: string[] = [];
    Object.assign(window, { __cspViolations: reports });
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    async all() {
      const fromDocuments = await Promise.all(
        [...pages]
          .filter((page) => !page.isClosed())
          .map((page) =>
            page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []),
          ),
      );
      return [...consoleReports, ...fromDocuments.flat()];
    },
  };
}
