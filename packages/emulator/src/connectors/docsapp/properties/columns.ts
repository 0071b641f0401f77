import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseBody, validationError } from '../errors.ts';
import {
  COLUMN_TYPES,
  type Column,
  type ColumnType,
  columnTypeSchema,
  type Option,
} from '../store.ts';

/*
 * Database columns (the `properties` schema of a database): what database_create and
 * database_update accept, how a column is found by name or id, and how the schema renders.
 */

const COLORS = [
  'default',
  'gray',
  'brown',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'red',
] as const;

const optionInputSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1, 'should be a non-empty string').max(100),
  color: z.enum(COLORS).optional(),
});
const optionsConfigSchema = z.object({ options: z.array(optionInputSchema).optional() });

const CONFIG_SCHEMAS = {
  title: z.object({}),
  rich_text: z.object({}),
  number: z.object({ format: z.string().min(1).optional() }),
  select: optionsConfigSchema,
  multi_select: optionsConfigSchema,
  status: optionsConfigSchema,
  date: z.object({}),
  checkbox: z.object({}),
  url: z.object({}),
  email: z.object({}),
  phone_number: z.object({}),
  people: z.object({}),
} satisfies Record<ColumnType, z.ZodType>;

/** A column definition: `{"select": {"options": […]}}`, optionally with `type` and a new `name`. */
const columnInputSchema = z.looseObject({
  name: z.string().min(1, 'should be a non-empty string').optional(),
  type: columnTypeSchema.optional(),
});
type ColumnInput = Record<string, unknown> & z.infer<typeof columnInputSchema>;

/** The status options and groups a new status column starts with, as the service sets them up. */
function defaultStatus(): Pick<Column, 'options' | 'groups'> {
  const options: Option[] = [
    { id: randomUUID(), name: 'Not started', color: 'default' },
    { id: randomUUID(), name: 'In progress', color: 'blue' },
    { id: randomUUID(), name: 'Done', color: 'green' },
  ];
  const [todo, doing, done] = options.map((option) => [option.id]);
  return {
    options,
    groups: [
      { id: randomUUID(), name: 'To-do', color: 'gray', option_ids: todo ?? [] },
      { id: randomUUID(), name: 'In progress', color: 'blue', option_ids: doing ?? [] },
      { id: randomUUID(), name: 'Complete', color: 'green', option_ids: done ?? [] },
    ],
  };
}

/** Status groups holding every option: an option not in a group yet joins the first one. */
function grouped(
  groups: NonNullable<Column['groups']>,
  options: readonly Option[],
): Column['groups'] {
  const placed = new Set(groups.flatMap((group) => group.option_ids));
  const ungrouped = options.filter((option) => !placed.has(option.id)).map((option) => option.id);
  if (ungrouped.length === 0) return groups;
  const [first, ...rest] = groups;
  if (first === undefined) {
    return [{ id: randomUUID(), name: 'To-do', color: 'gray', option_ids: ungrouped }];
  }
  return [{ ...first, option_ids: [...first.option_ids, ...ungrouped] }, ...rest];
}

/** Short property ids with characters that need URL-encoding, as the service makes them. */
function newColumnId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:;<=>?@[]^_`{|}~';
  const chars = [...randomBytes(4)].map((byte) => alphabet[byte % alphabet.length]);
  return encodeURIComponent(chars.join(''));
}

function parseColumnInput(input: unknown, path: string): ColumnInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw validationError(`body failed validation: body.${path} should be an object.`);
  }
  return parseBody(columnInputSchema, input, path);
}

/** The type a definition names: its `type`, or its one type-named key. */
function typeOf(definition: ColumnInput, path: string): ColumnType | undefined {
  const named = COLUMN_TYPES.filter((type) => definition[type] !== undefined);
  if (definition.type !== undefined) return definition.type;
  if (named.length > 1) {
    throw validationError(`body.${path} names several types (${named.join(', ')}); give one.`);
  }
  return named[0];
}

function configured(base: Column, type: ColumnType, definition: ColumnInput, path: string): Column {
  const config = parseBody(CONFIG_SCHEMAS[type], definition[type] ?? {}, `${path}.${type}`);
  const column: Column = { id: base.id, name: base.name, type };
  if (type === 'number') {
    column.format = ('format' in config ? config.format : undefined) ?? base.format ?? 'number';
  }
  if (type === 'select' || type === 'multi_select' || type === 'status') {
    const given = 'options' in config ? (config.options ?? []) : [];
    const kept = base.type === type ? (base.options ?? []) : [];
    const added = given
      .filter((option) => !kept.some((existing) => existing.name === option.name))
      .map((option) => ({
        id: option.id ?? randomUUID(),
        name: option.name,
        color: option.color ?? 'default',
      }));
    column.options = [...kept, ...added];
    if (type === 'status') {
      if (column.options.length === 0) Object.assign(column, defaultStatus());
      else
        column.groups = grouped(base.type === 'status' ? (base.groups ?? []) : [], column.options);
    }
  }
  return column;
}

/** database_create: the columns of a new database; exactly one must be the title column. */
export function newColumns(properties: Record<string, unknown>): Column[] {
  const columns = Object.entries(properties).map(([name, input]) => {
    const path = `properties.${name}`;
    const definition = parseColumnInput(input, path);
    const type = typeOf(definition, path);
    if (type === undefined) {
      throw validationError(
        `body.${path} should name a property type (${COLUMN_TYPES.join(', ')}).`,
      );
    }
    const base: Column = { id: type === 'title' ? 'title' : newColumnId(), name, type };
    return configured(base, type, definition, path);
  });
  const titles = columns.filter((column) => column.type === 'title').length;
  if (titles !== 1) {
    throw validationError(
      `A database needs exactly one title property; body.properties has ${titles}.`,
    );
  }
  return columns;
}

/**
 * database_update: `properties` adds columns (new names), renames (`name`), reconfigures (type or
 * options) or removes (`null`) existing ones. The title column stays the title column.
 */
export function updateColumns(
  columns: readonly Column[],
  properties: Record<string, unknown>,
): Column[] {
  let result = [...columns];
  for (const [key, input] of Object.entries(properties)) {
    const path = `properties.${key}`;
    const existing = findColumn(result, key);
    if (input === null) {
      if (existing === undefined) throw validationError(`${key} is not a property that exists.`);
      if (existing.type === 'title') throw validationError('The title property cannot be removed.');
      result = result.filter((column) => column.id !== existing.id);
      continue;
    }
    const definition = parseColumnInput(input, path);
    const type = typeOf(definition, path) ?? existing?.type;
    if (type === undefined) {
      throw validationError(`body.${path} should name a property type for the new property.`);
    }
    if (existing === undefined) {
      if (type === 'title') throw validationError('A database has only one title property.');
      const base: Column = { id: newColumnId(), name: definition.name ?? key, type };
      result.push(configured(base, type, definition, path));
      continue;
    }
    if ((existing.type === 'title') !== (type === 'title')) {
      throw validationError(
        'The title property keeps its type, and no other property can become one.',
      );
    }
    const renamed = { ...existing, name: definition.name ?? existing.name };
    if (result.some((column) => column.id !== existing.id && column.name === renamed.name)) {
      throw validationError(`A property named ${renamed.name} already exists.`);
    }
    result = result.map((column) =>
      column.id === existing.id ? configured(renamed, type, definition, path) : column,
    );
  }
  return result;
}

/**
 * docs/connectors.md §4.1: a property is named by its column name (case-sensitive) or its id,
 * never URL-encoded; `title` always names the title column.
 */
export function findColumn(columns: readonly Column[], key: string): Column | undefined {
  return (
    columns.find((column) => column.name === key) ??
    columns.find((column) => decodeURIComponent(column.id) === key) ??
    (key === 'title' ? columns.find((column) => column.type === 'title') : undefined)
  );
}

/** One column as the service shows it: `{id, name, type, <type>: config}`. */
export function renderColumn(column: Column): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  if (column.format !== undefined) config.format = column.format;
  if (column.options !== undefined) config.options = column.options;
  if (column.groups !== undefined) config.groups = column.groups;
  return { id: column.id, name: column.name, type: column.type, [column.type]: config };
}

/** The database's `properties`: its columns by name, in their order. */
export function renderColumns(columns: readonly Column[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column.name, renderColumn(column)]));
}
