import { isAttributeValue } from './attribute-value-text.ts';
import {
  compactFields,
  cutText,
  type Field,
  LIST_LIMITS,
  SINGLE_LIMITS,
} from './compact-fields.ts';
import type { FieldChoices } from './field-choices.ts';

/**
 * A result split as a model reads it (docs/tool-results.md): the result's own fields, then its
 * lists of records (`data`, `results`, `items`, `web.results` …), each record one line, or its
 * rows (a statement's `data`, an analytics table's `rows`) under their column names.
 */
export interface ResultSections {
  /** The fields of the result itself (a single record's, or a list's own: counts, status). */
  readonly head: Field[];
  readonly lists: RecordList[];
}

/** Records of one list: one line each, fields every record shares said once. */
export interface RecordList {
  /** The member holding the list (`data`, `web`); the only list of a result goes unnamed. */
  readonly name: string;
  /** `label: text` said once for every record (the same object, parent or channel). */
  readonly shared: Field[];
  /** The column names of rows (`NAME | N`), said once above them. */
  readonly columns?: string;
  readonly lines: string[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of records: objects that are not values read as a phrase (rich text, CRM values). */
function isRecordList(value: unknown): value is Json[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(isObject) &&
    !value.some((item) => isAttributeValue(item) || 'plain_text' in item)
  );
}

/** Members that hold a result's list by the services' naming, so an empty one is an empty list. */
const LIST_MEMBERS = new Set(['data', 'results', 'items', 'rows', 'value']);

function isEmptyList(name: string, value: unknown): boolean {
  return LIST_MEMBERS.has(name) && Array.isArray(value) && value.length === 0;
}

function isRowList(value: unknown): value is unknown[][] {
  return Array.isArray(value) && value.length > 0 && value.every(Array.isArray);
}

/** The column names of a table result: a statement's row type, an analytics table's headers. */
function columnNames(result: Json): string[] | undefined {
  const meta = result.resultSetMetaData;
  const columns = result.columnHeaders ?? (isObject(meta) ? meta.rowType : undefined);
  if (!Array.isArray(columns)) return undefined;
  return columns.map((column) => (isObject(column) ? String(column.name) : '?'));
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return cutText(typeof value === 'string' ? value : JSON.stringify(value), 100);
}

function recordList(name: string, records: Json[], choices: FieldChoices): RecordList {
  const each = records.map((record) => compactFields(record, choices, LIST_LIMITS));
  // A field with the same text in every record (the object all people belong to, the parent of
  // every block) is said once rather than on every line.
  const shared =
    each.length < 2
      ? []
      : (each[0] ?? []).filter((field) =>
          each.every((fields) =>
            fields.some((other) => other.label === field.label && other.text === field.text),
          ),
        );
  const sharedLabels = new Set(shared.map((field) => field.label));
  const lines = each.map(
    (fields) =>
      `- ${fields
        .filter((field) => !sharedLabels.has(field.label))
        .map((field) => `${field.label}: ${field.text}`)
        .join('; ')}`,
  );
  return { name, shared, lines };
}

function tableList(name: string, rows: unknown[][], columns: string[] | undefined): RecordList {
  const lines = rows.map((row) => row.map(cell).join(' | '));
  return columns === undefined
    ? { name, shared: [], lines }
    : { name, shared: [], columns: columns.join(' | '), lines };
}

/** The sections of `result`: its own fields, then each list it holds (at its root or one down). */
export function resultSections(result: Json, choices: FieldChoices): ResultSections {
  const lists: RecordList[] = [];
  const rest: Json = {};
  const columns = columnNames(result);
  for (const [name, value] of Object.entries(result)) {
    if (choices.noise.has(name)) continue;
    if (isRecordList(value)) {
      lists.push(recordList(name, value, choices));
    } else if (isEmptyList(name, value)) {
      lists.push({ name, shared: [], lines: [] });
    } else if (isRowList(value)) {
      lists.push(tableList(name, value, columns));
    } else if (
      isObject(value) &&
      Object.entries(value).some(
        ([inner, member]) => isRecordList(member) || isEmptyList(inner, member),
      )
    ) {
      // A web search's `web: {type, results: […]}`: the list is the section, named by its holder.
      const own: Json = {};
      for (const [inner, member] of Object.entries(value)) {
        if (choices.noise.has(inner) || inner === 'type') continue;
        if (isRecordList(member)) lists.push(recordList(name, member, choices));
        else if (isEmptyList(inner, member)) lists.push({ name, shared: [], lines: [] });
        else own[inner] = member;
      }
      rest[name] = own;
    } else {
      rest[name] = value;
    }
  }
  const head = compactFields(rest, choices, lists.length > 0 ? LIST_LIMITS : SINGLE_LIMITS);
  return { head: head.filter((field) => field.label !== 'type' || lists.length === 0), lists };
}
