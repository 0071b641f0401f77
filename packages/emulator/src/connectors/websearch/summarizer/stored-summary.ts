import { z } from 'zod';

/** One part of a summary: text, or an inline citation of a result (docs/tool-results.md). */
export const summaryPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), data: z.string() }),
  z.object({
    type: z.literal('inline_reference'),
    data: z.object({
      type: z.literal('inline_reference'),
      url: z.string(),
      number: z.number().int().positive(),
      start_index: z.number().int().nonnegative(),
      end_index: z.number().int().nonnegative(),
      favicon: z.string(),
      snippet: z.string(),
    }),
  }),
]);
export type SummaryPart = z.infer<typeof summaryPartSchema>;

/** An entity the summary names, with where it is named (`highlight`) and what it is. */
export const summaryEntitySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  url: z.string(),
  text: z.string(),
  provider: z.string(),
  highlight: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
});
export type SummaryEntity = z.infer<typeof summaryEntitySchema>;

/**
 * A summary made by a web search with `summary: true`, kept with the account until its key
 * expires; the summarizer tools answer from it (docs/connectors.md §4.5, summarizer flow).
 */
export const storedSummarySchema = z.object({
  /** A digest of the key: keys are long JSON strings. */
  id: z.string(),
  key: z.string(),
  expires_at: z.iso.datetime(),
  title: z.string(),
  parts: z.array(summaryPartSchema),
  entities: z.array(summaryEntitySchema),
  context: z.array(
    z.object({ title: z.string(), url: z.string(), meta_url: z.record(z.string(), z.string()) }),
  ),
  images: z.array(
    z.object({ src: z.string(), url: z.string(), image_url: z.string(), text: z.string() }),
  ),
  followups: z.array(z.string()),
});
export type StoredSummary = z.infer<typeof storedSummarySchema>;
