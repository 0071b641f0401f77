import type { DocsappPage, PropertyValue } from '../common/result-parts.ts';
import { isRichTextList, plainText } from './rich-text.tsx';

/** The page's title property: the one property of type `title` (its name varies by database). */
export function titleProperty(page: DocsappPage): [string, PropertyValue] | undefined {
  return Object.entries(page.properties).find(([, value]) => value.type === 'title');
}

/** The page's title as text, or `untitled` (in the reader's words) for a page without one. */
export function pageTitle(page: DocsappPage, untitled: string): string {
  const title = titleProperty(page)?.[1].title;
  const text = isRichTextList(title) ? plainText(title) : '';
  return text === '' ? untitled : text;
}
