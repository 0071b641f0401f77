import type { CatalogTool } from '@plugboard/schema';
import { fieldChoices } from './field-choices.ts';
import { resultSections } from './result-sections.ts';
import { countTokens, cutToTokens, RESULT_TOKEN_BUDGET, surelyWithin } from './token-budget.ts';
import { nextPageArgs, toolPaging } from './tool-paging.ts';

/** What a tool answered, and how it was asked. */
export interface ResultTextInput {
  tool: CatalogTool;
  /** The tool's title, the text's first words ("CRM: List people"). */
  title: string;
  /** The result, as its schema parsed it. */
  data: Record<string, unknown>;
  /** The params the tool ran with (a default page included), to say which page comes next. */
  params: Record<string, unknown>;
}

/** The text a model reads for a result, and the next page it names. */
export interface ResultText {
  text: string;
  /** The args asking for the next page, in the tool's own param; absent on the last page. */
  nextPage?: Record<string, unknown>;
  /** Records the result holds, and how many of them the text shows. */
  records: number;
  shown: number;
}

interface Line {
  text: string;
  record: boolean;
}

// What the last lines may take at the most, set aside while records are counted in.
const FOOTER_TOKENS = 120;

function fieldLine(fields: { label: string; text: string }[]): string {
  return fields.map((field) => `${field.label}: ${field.text}`).join('; ');
}

/** The body of the text: the result's own fields, then each list's shared fields and records. */
function bodyLines(input: ResultTextInput): { lines: Line[]; records: number; empty: boolean } {
  // Lists hold records; a list that came back empty is said once, in the title.
  const { head, lists } = resultSections(input.data, fieldChoices(input.tool.connector));
  const lines: Line[] = [];
  if (lists.length === 0) {
    for (const field of head) lines.push({ text: `${field.label}: ${field.text}`, record: false });
  } else if (head.length > 0) {
    lines.push({ text: fieldLine(head), record: false });
  }
  const filled = lists.filter((list) => list.lines.length > 0);
  for (const list of filled) {
    if (filled.length > 1)
      lines.push({ text: `${list.name} (${list.lines.length}):`, record: false });
    if (list.columns !== undefined) lines.push({ text: list.columns, record: false });
    if (list.shared.length > 0) {
      lines.push({ text: `Every record: ${fieldLine(list.shared)}`, record: false });
    }
    for (const line of list.lines) lines.push({ text: line, record: true });
  }
  const records = lists.reduce((sum, list) => sum + list.lines.length, 0);
  return { lines, records, empty: lists.length > 0 && records === 0 };
}

function titleLine(title: string, records: number, empty: boolean, lines: number): string {
  if (empty) return `${title}: no records.`;
  if (records > 0) return `${title}: ${records} record${records === 1 ? '' : 's'}.`;
  return lines === 0 ? `${title}: done.` : `${title}:`;
}

function nextPageLine(tool: CatalogTool, next: Record<string, unknown>): string {
  return `Next page: call ${tool.name} with ${JSON.stringify(next)} and the same other arguments.`;
}

/**
 * A finished warehouse statement holds only its first partition's rows (docs/tool-results.md
 * §"warehouse"): the rest come from warehouse_get_query_partition, one call per partition.
 */
function partitionsLine(data: Record<string, unknown>): string | undefined {
  const meta = data.resultSetMetaData as { partitionInfo?: unknown[] } | undefined;
  const partitions = meta?.partitionInfo?.length ?? 0;
  if (partitions < 2 || typeof data.statementHandle !== 'string') return undefined;
  const next = JSON.stringify({ statement_handle: data.statementHandle, partition: 1 });
  const last = partitions - 1;
  const rest =
    last === 1 ? '' : `, then partition${last > 2 ? `s 2 to ${last}` : ' 2'} the same way`;
  return `These rows are partition 0 of ${partitions}. Next rows: call warehouse_get_query_partition with ${next}${rest}.`;
}

/** The footer of a whole page: where the next one starts, or that there is none. */
function pageFooter(
  input: ResultTextInput,
  records: number,
): { lines: string[]; next?: Record<string, unknown> } {
  const partitions = partitionsLine(input.data);
  if (partitions !== undefined) return { lines: [partitions] };
  const next = nextPageArgs(input.tool, input.params, input.data, records);
  if (next !== undefined) return { lines: [nextPageLine(input.tool, next)], next };
  if (records > 0 && toolPaging(input.tool) !== undefined) return { lines: ['No more pages.'] };
  return { lines: [] };
}

/** The footer of a text cut to the budget: what it shows, and how to read the rest. */
function cutFooter(
  input: ResultTextInput,
  records: number,
  shown: number,
  linesShown: number,
  lines: number,
): { lines: string[]; next?: Record<string, unknown> } {
  const what =
    records > 0
      ? `Showing ${shown} of ${records} records`
      : `Showing ${linesShown} of ${lines} lines`;
  const said = `${what}: a result's text stays under ${RESULT_TOKEN_BUDGET.toLocaleString('en')} tokens.`;
  const paging = toolPaging(input.tool);
  if (records > 0 && shown > 0 && paging?.kind === 'offset') {
    const offset = typeof input.params.offset === 'number' ? input.params.offset : 0;
    const next = { offset: offset + shown, limit: shown };
    return { lines: [said, nextPageLine(input.tool, next)], next };
  }
  if (records > 0 && shown > 0 && paging?.size !== undefined && paging.kind !== 'page') {
    return {
      lines: [
        said,
        `To read the rest, call ${input.tool.name} again with {"${paging.size}":${shown}} and the same other arguments, then follow each page's next-page line.`,
      ],
    };
  }
  return {
    lines: [said, 'The rest is left out; narrow the call (a filter, a smaller page) to read it.'],
  };
}

function compose(title: string, body: readonly string[], footer: readonly string[]): string {
  return [title, ...body, ...footer].join('\n');
}

/**
 * The text a model reads for a tool's result: the fields that matter, one line per record with
 * labelled fields (ids whole, empty values, defaults and metadata left out, long strings cut with
 * a marker), then the args of the next page in the tool's own param. Never more than
 * {@link RESULT_TOKEN_BUDGET} tokens: a longer text shows the records that fit and says how to
 * get the rest.
 *
 * @example
 * const { text } = await resultText({ tool, title: 'CRM: List people', data, params });
 */
export async function resultText(
  input: ResultTextInput,
  budget = RESULT_TOKEN_BUDGET,
): Promise<ResultText> {
  const { lines, records, empty } = bodyLines(input);
  const title = titleLine(input.title, records, empty, lines.length);
  const page = pageFooter(input, records);
  const whole = compose(
    title,
    lines.map((line) => line.text),
    page.lines,
  );
  if (surelyWithin(whole, budget) || (await countTokens(whole)) <= budget) {
    return { text: whole, records, shown: records, ...(page.next && { nextPage: page.next }) };
  }
  // Keep lines from the top while they fit, a line too long for half the budget cut on its own.
  const room = budget - (await countTokens(title)) - FOOTER_TOKENS;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    let text = line.text;
    let tokens = (await countTokens(text)) + 1;
    if (tokens > room / 2 && !line.record) {
      text = await cutToTokens(text, Math.floor(room / 4));
      tokens = (await countTokens(text)) + 1;
    }
    if (used + tokens > room) break;
    kept.push(text);
    used += tokens;
  }
  for (;;) {
    const shown = lines.slice(0, kept.length).filter((line) => line.record).length;
    const cut = cutFooter(input, records, shown, kept.length, lines.length);
    const text = compose(title, kept, cut.lines);
    if ((await countTokens(text)) <= budget || kept.length === 0) {
      return { text, records, shown, ...(cut.next && { nextPage: cut.next }) };
    }
    kept.pop();
  }
}
