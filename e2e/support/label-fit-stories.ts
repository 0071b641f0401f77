import type { Page } from 'playwright-core';

/**
 * The stories whose states render only on a real client (Radix portals, lazy panels, a form
 * submitted): each with what shows it is ready and, when its play function cannot get there, the
 * steps that open it. Play functions look for English names, so under the pseudo-locale they stop
 * early and `open` takes over; its selectors name no text, so they work in either locale.
 */
export interface LabelFitStory {
  id: string;
  /** An element that is there once the story shows the state to check. */
  ready: string;
  /** Brings the story to `ready` when its play function did not. */
  open?: (page: Page) => Promise<void>;
}

// A row's actions: Permissions, then Activity, both dialog triggers (no repair on an active row).
const detailsTrigger = (position: number) => async (page: Page) => {
  await page.locator('.pb-account__actions [aria-haspopup="dialog"]').nth(position).click();
};

export const LABEL_FIT_STORIES: readonly LabelFitStory[] = [
  {
    id: 'plugboard-connectedaccountslist--confirm-disconnect',
    ready: '[role="dialog"]',
    open: async (page) => page.locator('.pb-account__actions .pb-button--danger-text').click(),
  },
  {
    id: 'plugboard-connectedaccountslist--permissions-open',
    ready: '[role="dialog"] .pb-details__section',
    open: detailsTrigger(0),
  },
  {
    id: 'plugboard-connectedaccountslist--activity-open',
    ready: '[role="dialog"] table',
    open: detailsTrigger(1),
  },
  { id: 'plugboard-mcpclientsetup--token-list', ready: '.pb-mcp__token' },
  { id: 'plugboard-mcpclientsetup--long-names', ready: '.pb-mcp__token' },
  {
    id: 'plugboard-mcpclientsetup--just-created',
    ready: '.pb-mcp__secret',
    open: async (page) => {
      await page.locator('.pb-mcp__form input.pb-input').first().fill('Mac');
      await page.locator('.pb-mcp__form button[type="submit"]').click();
    },
  },
  {
    id: 'plugboard-mcpclientsetup--revoke-confirm',
    ready: '[role="dialog"]',
    open: async (page) => page.locator('.pb-mcp__token .pb-button--danger-text').first().click(),
  },
  { id: 'plugboard-viewers-crm--company', ready: '.pb-card__title' },
  { id: 'plugboard-viewers-docsapp--page', ready: '#storybook-root > *' },
  { id: 'plugboard-viewers-document-library--file', ready: '#storybook-root > *' },
  { id: 'plugboard-viewers-json--nested-object', ready: '#storybook-root > *' },
  { id: 'plugboard-viewers-video--videos', ready: '#storybook-root > *' },
  { id: 'plugboard-viewers-warehouse--small-result', ready: '.pb-grid__header' },
  { id: 'plugboard-viewers-web-search--web-search', ready: '#storybook-root > *' },
  { id: 'plugboard-viewers-toolresultview--unknown-tool', ready: '.pb-result' },
];

/**
 * Brings a story to its state: its play function gets a few seconds to get there, then `open`
 * takes over (a play function that looked for English names stops without getting there).
 */
export async function showState(page: Page, story: LabelFitStory): Promise<void> {
  const ready = page.locator(story.ready).first();
  if (story.open) {
    const played = await ready.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!played) await story.open(page);
  }
  await ready.waitFor();
}

/**
 * Every visible piece of text that runs out of its box, or out of the viewport, at the page's
 * current size, as `tag.class "text" (content width/box width)`. Text in a box that scrolls on
 * purpose (overflow-x auto or scroll, on it or above it, a dialog aside), cut with an ellipsis, or visually
 * hidden for screen readers is not spilling.
 */
export function spilledText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element, detail: string) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 60)}" (${detail})`;
    // A wide dialog scrolls, but only down: text that makes it scroll sideways is spilling.
    const scrollsSideways = (element: Element, style: CSSStyleDeclaration) =>
      ['auto', 'scroll'].includes(style.overflowX) && element.getAttribute('role') !== 'dialog';
    const exempt = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (scrollsSideways(at, style) || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const spilled = [...document.body.querySelectorAll('*')].flatMap((element) => {
      if (!(element instanceof HTMLElement) || (element.textContent ?? '').trim() === '') return [];
      if (['SCRIPT', 'STYLE', 'TEXTAREA', 'INPUT', 'SELECT'].includes(element.tagName)) return [];
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !element.checkVisibility()) return [];
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || exempt(element)) return [];
      if (style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1) {
        return [describe(element, `${element.scrollWidth}/${element.clientWidth}`)];
      }
      if (rect.right > window.innerWidth + 0.5 || rect.left < -0.5) {
        return [describe(element, `${rect.left}–${rect.right} of ${window.innerWidth}`)];
      }
      return [];
    });
    const page = document.documentElement;
    return page.scrollWidth > page.clientWidth + 1
      ? [`the page scrolls sideways (${page.scrollWidth}/${page.clientWidth})`, ...spilled]
      : spilled;
  });
}
