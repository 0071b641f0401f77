'use client';

import { type Infer, isBoolean, isString, nullable, optional, shape } from '../common/guards.ts';
import type { DocsappBlock } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { isRichTextList, plainText, RichTextView } from './rich-text.tsx';

const isTextContent = shape({
  rich_text: isRichTextList,
  color: optional(isString),
  checked: optional(isBoolean),
  language: optional(isString),
  caption: optional(isRichTextList),
  icon: optional(nullable(shape({ emoji: optional(isString) }))),
});
type TextContent = Infer<typeof isTextContent>;

/** Block types whose content is a rich-text run plus a few extras, by how each renders. */
const TEXT_BLOCKS = new Set([
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'to_do',
  'quote',
  'callout',
  'code',
]);

/** Document headings sit under the viewer's own title (h3), so heading_1 is an h4. */
const HEADINGS = { heading_1: 'h4', heading_2: 'h5', heading_3: 'h6' } as const;

function TextBlock({ type, content }: { type: string; content: TextContent }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  const text = <RichTextView items={content.rich_text} />;
  switch (type) {
    case 'heading_1':
    case 'heading_2':
    case 'heading_3': {
      const Heading = HEADINGS[type];
      return <Heading className="pb-doc__heading">{text}</Heading>;
    }
    case 'bulleted_list_item':
    case 'numbered_list_item':
      return <li>{text}</li>;
    case 'to_do':
      return (
        <label className="pb-doc__todo" data-checked={content.checked === true}>
          <input type="checkbox" checked={content.checked === true} disabled readOnly />
          <span>{text}</span>
        </label>
      );
    case 'quote':
      return <blockquote className="pb-doc__quote">{text}</blockquote>;
    case 'callout':
      return (
        <aside className="pb-doc__callout" aria-label={strings.callout}>
          {content.icon?.emoji && <span aria-hidden="true">{content.icon.emoji}</span>}
          <p>{text}</p>
        </aside>
      );
    case 'code':
      return (
        <figure className="pb-doc__code">
          <figcaption>
            {content.language ?? strings.code}
            {content.caption && content.caption.length > 0
              ? ` · ${plainText(content.caption)}`
              : ''}
          </figcaption>
          <pre>
            <code data-language={content.language}>{plainText(content.rich_text)}</code>
          </pre>
        </figure>
      );
    default:
      return <p className="pb-doc__paragraph">{text}</p>;
  }
}

/**
 * One block of a page by its type. A type the viewer does not know (images, tables, embeds) is
 * named rather than hidden, as the service itself answers `unsupported` for some blocks.
 */
export function BlockView({ block }: { block: DocsappBlock }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  // The member named by the block's type holds its content, whatever the type.
  const content = (block as Readonly<Record<string, unknown>>)[block.type];
  if (block.type === 'divider') return <hr className="pb-doc__divider" />;
  if (TEXT_BLOCKS.has(block.type) && isTextContent(content)) {
    return <TextBlock type={block.type} content={content} />;
  }
  return <p className="pb-doc__unsupported">{strings.unsupportedBlock(block.type)}</p>;
}
