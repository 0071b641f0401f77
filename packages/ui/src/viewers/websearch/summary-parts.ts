import type { ToolResult } from '@plugboard/schema/results';

type WholeSummary = ToolResult<'websearch_summarizer_search'>;

/**
 * What a summarizer answer may hold: each summarizer tool answers some parts of a whole summary
 * (its title, its text, its follow-ups…), so any of them is one of these.
 */
export type SummaryParts = Pick<WholeSummary, 'type' | 'status'> &
  Partial<Omit<WholeSummary, 'type' | 'status'>>;
