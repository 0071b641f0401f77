import type { ReactNode } from 'react';
import { isRecord, isString } from '../common/guards.ts';
import type { RichText } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';

/**
 * Whether a value of a page property or a block is rich text: runs with their `plain_text`. The
 * member named by a property's or block's type is not typed by the schema, so it is checked here.
 */
export function isRichTextList(value: unknown): value is readonly RichText[] {
  return Array.isArray(value) && value.every((item) => isRecord(item) && isString(item.plain_text));
}

/** The text of rich text without its annotations (titles, accessible names). */
export function plainText(items: readonly RichText[] | undefined): string {
  return (items ?? []).map((item) => item.plain_text).join('');
}

function Run({ item }: { item: RichText }) {
  const annotations = item.annotations;
  let node: ReactNode = item.plain_text;
  if (annotations?.code) node = <code>{node}</code>;
  if (annotations?.bold) node = <strong>{node}</strong>;
  if (annotations?.italic) node = <em>{node}</em>;
  if (annotations?.strikethrough) node = <s>{node}</s>;
  if (annotations?.underline) node = <u>{node}</u>;
  const href = safeHref(item.href);
  if (href !== undefined) {
    node = (
      <a href={href} target="_blank" rel="noreferrer">
        {node}
      </a>
    );
  }
  const color = annotations?.color ?? 'default';
  return color === 'default' ? node : <span data-color={color}>{node}</span>;
}

/**
 * Rich text (docs/tool-results.md `RT`) as inline elements: bold, italic, strikethrough, underline,
 * code, color (`data-color`) and links (only http, https, mailto and tel).
 */
export function RichTextView({ items }: { items: readonly RichText[] }) {
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: runs have no id and never reorder.
        <Run key={index} item={item} />
      ))}
    </>
  );
}
