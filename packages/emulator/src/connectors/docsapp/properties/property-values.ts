import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseBody, validationError } from '../errors.ts';
import type { Column, ColumnType, Option, PropertyValue, User } from '../store.ts';
import { findColumn } from './columns.ts';
import { parseRichText, plainText, richText } from './rich-text.ts';

/*
 * Page property values: what a caller may send for each column type (the service's full form,
 * or the plain value: a string for text, a name for a select, `YYYY-MM-DD` for a date…), how
 * values render, and how they compare in a database query's sorts.
 */

const optionRef = z.object({ id: z.string().optional(), name: z.string().optional() });
type OptionRef = z.infer<typeof optionRef>;
const optionByName = z.string().transform((name): OptionRef => ({ name }));
const dateObject = z
  .object({
    start: z.string().min(1),
    end: z.string().nullable().optional(),
    time_zone: z.string().nullable().optional(),
  })
  .transform((date) => ({
    start: date.start,
    end: date.end ?? null,
    time_zone: date.time_zone ?? null,
  }));
const dateString = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((start) => ({ start, end: null, time_zone: null }));
const richTextInput = z.union([z.string(), z.array(z.unknown())]);
const nullableText = z.string().nullable();

interface Writer {
  column: Column;
  path: string;
  users: readonly User[];
}

/** Parses what a caller sent for one column type, then makes the stored value from it. */
function columnWriter<Schema extends z.ZodType>(
  schema: Schema,
  write: (value: z.output<Schema>, writer: Writer) => PropertyValue,
) {
  return (input: unknown, writer: Writer): PropertyValue =>
    write(parseBody(schema, input, writer.path), writer);
}

function chooseOption(writer: Writer, wanted: OptionRef, createMissing: boolean): Option {
  const { column } = writer;
  const options = column.options ?? [];
  const found = options.find(
    (option) =>
      option.id === wanted.id || (wanted.name !== undefined && option.name === wanted.name),
  );
  if (found !== undefined) return found;
  if (!createMissing || wanted.name === undefined) {
    const names = options.map((option) => option.name).join(', ');
    throw validationError(
      `Invalid ${column.type} option for ${column.name}: ${JSON.stringify(wanted)}. Options: ${names}.`,
    );
  }
  // The service adds a select option the first time a value names it.
  const created = { id: randomUUID(), name: wanted.name, color: 'default' };
  column.options = [...options, created];
  return created;
}

function text(value: string | unknown[], path: string) {
  return typeof value === 'string' ? richText(value) : parseRichText(value, path);
}

/** Per column type: a plain value or the service's `{"<type>": value}` form. */
const WRITERS: Record<ColumnType, (input: unknown, writer: Writer) => PropertyValue> = {
  title: columnWriter(
    z.union([richTextInput, z.object({ title: richTextInput }).transform((v) => v.title)], {
      error: 'should be a string, a rich text array or {"title": [rich text]}',
    }),
    (value, { path }) => ({ type: 'title', title: text(value, path) }),
  ),
  rich_text: columnWriter(
    z.union([richTextInput, z.object({ rich_text: richTextInput }).transform((v) => v.rich_text)], {
      error: 'should be a string, a rich text array or {"rich_text": [rich text]}',
    }),
    (value, { path }) => ({ type: 'rich_text', rich_text: text(value, path) }),
  ),
  number: columnWriter(
    z.union(
      [
        z.number().nullable(),
        z.object({ number: z.number().nullable() }).transform((v) => v.number),
      ],
      {
        error: 'should be a number, null or {"number": n}',
      },
    ),
    (value) => ({ type: 'number', number: value }),
  ),
  select: columnWriter(
    z.union(
      [
        optionByName.nullable(),
        z.object({ select: optionRef.nullable() }).transform((v) => v.select),
      ],
      {
        error: 'should be an option name, null or {"select": {"name"}}',
      },
    ),
    (value, writer) => ({
      type: 'select',
      select: value === null ? null : chooseOption(writer, value, true),
    }),
  ),
  multi_select: columnWriter(
    z.union(
      [
        z.array(optionByName),
        z.object({ multi_select: z.array(optionRef) }).transform((v) => v.multi_select),
      ],
      { error: 'should be an array of option names or {"multi_select": [{"name"}]}' },
    ),
    (value, writer) => ({
      type: 'multi_select',
      multi_select: value.map((ref) => chooseOption(writer, ref, true)),
    }),
  ),
  status: columnWriter(
    z.union(
      [
        optionByName.nullable(),
        z.object({ status: optionRef.nullable() }).transform((v) => v.status),
      ],
      {
        error: 'should be a status name, null or {"status": {"name"}}',
      },
    ),
    (value, writer) => ({
      type: 'status',
      status: value === null ? null : chooseOption(writer, value, false),
    }),
  ),
  date: columnWriter(
    z.union(
      [
        dateString,
        dateObject,
        z.null(),
        z.object({ date: dateObject.nullable() }).transform((v) => v.date),
      ],
      {
        error: 'should be a date (YYYY-MM-DD or ISO 8601), null or {"date": {"start"}}',
      },
    ),
    (value) => ({ type: 'date', date: value }),
  ),
  checkbox: columnWriter(
    z.union([z.boolean(), z.object({ checkbox: z.boolean() }).transform((v) => v.checkbox)], {
      error: 'should be true, false or {"checkbox": boolean}',
    }),
    (value) => ({ type: 'checkbox', checkbox: value }),
  ),
  url: columnWriter(
    z.union([nullableText, z.object({ url: nullableText }).transform((v) => v.url)], {
      error: 'should be a string, null or {"url": string}',
    }),
    (value) => ({ type: 'url', url: value }),
  ),
  email: columnWriter(
    z.union([nullableText, z.object({ email: nullableText }).transform((v) => v.email)], {
      error: 'should be a string, null or {"email": string}',
    }),
    (value) => ({ type: 'email', email: value }),
  ),
  phone_number: columnWriter(
    z.union(
      [nullableText, z.object({ phone_number: nullableText }).transform((v) => v.phone_number)],
      {
        error: 'should be a string, null or {"phone_number": string}',
      },
    ),
    (value) => ({ type: 'phone_number', phone_number: value }),
  ),
  people: columnWriter(
    z.union(
      [
        z.array(z.string()),
        z
          .object({ people: z.array(z.object({ id: z.string() })) })
          .transform((v) => v.people.map((user) => user.id)),
      ],
      { error: 'should be an array of user ids or {"people": [{"id"}]}' },
    ),
    (ids, { users }) => {
      const unknown = ids.find((id) => !users.some((user) => user.id === id));
      if (unknown !== undefined) throw validationError(`Could not find user with ID: ${unknown}.`);
      return { type: 'people', people: ids.map((id) => ({ object: 'user', id })) };
    },
  ),
};

/**
 * The values a caller's `properties` give, by property id, over `current`; and the columns, with
 * the select options those values named for the first time (the caller saves them).
 */
export function writeProperties(
  columns: readonly Column[],
  properties: Record<string, unknown>,
  current: Readonly<Record<string, PropertyValue>>,
  users: readonly User[],
): { values: Record<string, PropertyValue>; columns: Column[] } {
  const written = columns.map((column) => ({ ...column }));
  const values = { ...current };
  for (const [key, input] of Object.entries(properties)) {
    const column = findColumn(written, key);
    if (column === undefined) throw validationError(`${key} is not a property that exists.`);
    values[column.id] = WRITERS[column.type](input, { column, path: `properties.${key}`, users });
  }
  return { values, columns: written };
}

/** A value of `type` that holds nothing: what a page shows for a column it has no value for. */
function emptyValue(type: ColumnType): PropertyValue {
  switch (type) {
    case 'title':
      return { type, title: [] };
    case 'rich_text':
      return { type, rich_text: [] };
    case 'number':
      return { type, number: null };
    case 'select':
      return { type, select: null };
    case 'multi_select':
      return { type, multi_select: [] };
    case 'status':
      return { type, status: null };
    case 'date':
      return { type, date: null };
    case 'checkbox':
      return { type, checkbox: false };
    case 'url':
      return { type, url: null };
    case 'email':
      return { type, email: null };
    case 'phone_number':
      return { type, phone_number: null };
    case 'people':
      return { type, people: [] };
  }
}

/** The value a page holds for `column`; a value of another type (the column changed) is none. */
export function columnValue(
  column: Column,
  values: Readonly<Record<string, PropertyValue>>,
): PropertyValue {
  const value = values[column.id];
  return value?.type === column.type ? value : emptyValue(column.type);
}

/** A page's `properties`: every column by name, `{id, type, <type>: value}`. */
export function renderProperties(
  columns: readonly Column[],
  values: Readonly<Record<string, PropertyValue>>,
): Record<string, unknown> {
  return Object.fromEntries(
    columns.map((column) => [column.name, { id: column.id, ...columnValue(column, values) }]),
  );
}

/** What a sort on this value compares; `null` for an empty value, which sorts last. */
export function sortKey(value: PropertyValue): string | number | null {
  switch (value.type) {
    case 'title':
      return plainText(value.title) || null;
    case 'rich_text':
      return plainText(value.rich_text) || null;
    case 'number':
      return value.number;
    case 'select':
      return value.select?.name ?? null;
    case 'multi_select':
      return value.multi_select[0]?.name ?? null;
    case 'status':
      return value.status?.name ?? null;
    case 'date':
      return value.date?.start ?? null;
    case 'checkbox':
      return value.checkbox ? 1 : 0;
    case 'url':
      return value.url;
    case 'email':
      return value.email;
    case 'phone_number':
      return value.phone_number;
    case 'people':
      return value.people.length;
  }
}
