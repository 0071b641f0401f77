import { z } from 'zod';
import { parseBody } from '../errors.ts';

const annotationsSchema = z.object({
  bold: z.boolean(),
  italic: z.boolean(),
  strikethrough: z.boolean(),
  underline: z.boolean(),
  code: z.boolean(),
  color: z.string(),
});

/** docs/tool-results.md `RT`: one run of text with its annotations. */
export const richTextSchema = z.object({
  type: z.literal('text'),
  text: z.object({ content: z.string(), link: z.object({ url: z.string() }).nullable() }),
  annotations: annotationsSchema,
  plain_text: z.string(),
  href: z.string().nullable(),
});
export type RichText = z.infer<typeof richTextSchema>;

/** The service's limit on one text run. */
const MAX_CONTENT_LENGTH = 2000;

/** What callers send: the `text` part is enough, annotations default to plain. */
const richTextInputSchema = z.looseObject({
  type: z.literal('text').optional(),
  text: z.object({
    content: z
      .string('should be a string')
      .max(MAX_CONTENT_LENGTH, `should be ≤ ${MAX_CONTENT_LENGTH} characters`),
    link: z
      .object({ url: z.url('should be a URL') })
      .nullable()
      .optional(),
  }),
  annotations: annotationsSchema.partial().optional(),
});
const richTextListInputSchema = z.array(richTextInputSchema, 'should be an array of rich text');

const PLAIN = {
  bold: false,
  italic: false,
  strikethrough: false,
  underline: false,
  code: false,
  color: 'default',
};

/** Plain, unannotated rich text holding `content` (empty content gives an empty array). */
export function richText(content: string): RichText[] {
  if (content === '') return [];
  return [
    {
      type: 'text',
      text: { content, link: null },
      annotations: PLAIN,
      plain_text: content,
      href: null,
    },
  ];
}

/** A caller's rich-text array in full form; a `validation_error` naming `path` otherwise. */
export function parseRichText(input: unknown, path: string): RichText[] {
  return parseBody(richTextListInputSchema, input, path).map((item) => {
    const link = item.text.link ?? null;
    return {
      type: 'text',
      text: { content: item.text.content, link },
      annotations: { ...PLAIN, ...item.annotations },
      plain_text: item.text.content,
      href: link?.url ?? null,
    };
  });
}

/** The text of a rich-text array without its annotations. */
export function plainText(items: readonly RichText[]): string {
  return items.map((item) => item.plain_text).join('');
}
