import { html, page } from './html.ts';

/** A page with a heading and one sentence: link problems and the end of a connect flow. */
export function messagePage(title: string, message: string): string {
  return page(title, html`<h1>${title}</h1><p>${message}</p>`);
}
