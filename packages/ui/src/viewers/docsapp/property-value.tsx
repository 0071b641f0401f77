'use client';

import { formatCount, formatDate, formatDateTime } from '../common/format.ts';
import {
  arrayOf,
  isBoolean,
  isNumber,
  isString,
  nullable,
  optional,
  shape,
} from '../common/guards.ts';
import type { PropertyValue } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { isRichTextList, RichTextView } from './rich-text.tsx';

const isOption = shape({ name: isString, color: optional(isString) });
const isDate = shape({ start: isString, end: optional(nullable(isString)) });
const isPerson = shape({ id: isString, name: optional(nullable(isString)) });

function Tag({ name, color }: { name: string; color?: string | undefined }) {
  return (
    <span className="pb-tag" data-color={color ?? 'default'}>
      {name}
    </span>
  );
}

function Link({ href, children }: { href: string | undefined; children: string }) {
  return href === undefined ? children : <a href={href}>{children}</a>;
}

/**
 * One page property value by its type (title, rich_text, number, select, multi_select, status,
 * date, checkbox, url, email, phone_number, people, created/edited times). A type without its own
 * rendering, or a value that does not match its type, shows as compact JSON.
 */
export function PropertyValueView({ value }: { value: PropertyValue }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  const content = value[value.type];
  switch (value.type) {
    case 'title':
    case 'rich_text':
      if (isRichTextList(content)) return <RichTextView items={content} />;
      break;
    case 'number':
      if (content === null) return null;
      if (isNumber(content)) return <span className="pb-number">{formatCount(content)}</span>;
      break;
    case 'select':
    case 'status':
      if (content === null) return null;
      if (isOption(content)) return <Tag name={content.name} color={content.color} />;
      break;
    case 'multi_select':
      if (arrayOf(isOption)(content)) {
        return (
          <span className="pb-tags">
            {content.map((option) => (
              <Tag key={option.name} name={option.name} color={option.color} />
            ))}
          </span>
        );
      }
      break;
    case 'date':
      if (content === null) return null;
      if (isDate(content)) {
        return (
          <span>
            <time dateTime={content.start}>{formatDate(content.start)}</time>
            {content.end ? (
              <>
                {' – '}
                <time dateTime={content.end}>{formatDate(content.end)}</time>
              </>
            ) : null}
          </span>
        );
      }
      break;
    case 'created_time':
    case 'last_edited_time':
      if (isString(content)) return <time dateTime={content}>{formatDateTime(content)}</time>;
      break;
    case 'checkbox':
      if (isBoolean(content))
        return <span data-checked={content}>{content ? strings.yes : strings.no}</span>;
      break;
    case 'url':
      if (content === null) return null;
      if (isString(content)) return <Link href={safeHref(content)}>{content}</Link>;
      break;
    case 'email':
      if (content === null) return null;
      if (isString(content)) return <Link href={safeHref(`mailto:${content}`)}>{content}</Link>;
      break;
    case 'phone_number':
      if (content === null) return null;
      if (isString(content)) return <Link href={safeHref(`tel:${content}`)}>{content}</Link>;
      break;
    case 'people':
      if (arrayOf(isPerson)(content)) {
        return <span>{content.map((person) => person.name ?? person.id).join(', ')}</span>;
      }
      break;
  }
  return <code className="pb-inline-json">{JSON.stringify(content) ?? ''}</code>;
}
