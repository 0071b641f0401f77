import { escapeHtml } from '../../../escape-html.ts';
import { searchTerm } from './text-analysis.ts';

/**
 * docs/connectors.md §4.5 `text_decorations`: `text` as the service's HTML, each word matching a
 * query term in `<strong>` (neighbouring words in one), the rest escaped; or, when decorations
 * are off, the plain text.
 *
 * @example
 * decorate('The James Webb telescope', new Set(['webb', 'telescope']), true);
 * // 'The James <strong>Webb telescope</strong>'
 */
export function decorate(text: string, terms: ReadonlySet<string>, on: boolean): string {
  if (!on) return text;
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  const html = parts
    .map((part, index) => {
      const isWord = index % 2 === 1;
      const term = isWord ? searchTerm(part) : null;
      return term !== null && terms.has(term)
        ? `<strong>${escapeHtml(part)}</strong>`
        : escapeHtml(part);
    })
    .join('');
  return html.replace(/<\/strong>(\s+)<strong>/g, '$1');
}
