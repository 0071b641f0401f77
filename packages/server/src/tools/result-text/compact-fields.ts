import { attributeValueText, isAttributeValue } from './attribute-value-text.ts';
import type { FieldChoices } from './field-choices.ts';

/** One labelled value of a record as a model reads it: `name: Ada Lovelace`. */
export interface Field {
  readonly label: string;
  readonly text: string;
}

/** How much of a value the text shows: records in a list get less room than a single result. */
export interface FieldLimits {
  /** Characters of a string before it is cut (with a marker saying how much was left out). */
  readonly chars: number;
  /** Items of a nested list before the rest are counted instead of shown. */
  readonly items: number;
  /** Whether the record is a line of a list (the connector's `notInLists` members are left out). */
  readonly inList: boolean;
}

export const LIST_LIMITS: FieldLimits = { chars: 200, items: 5, inList: true };
export const SINGLE_LIMITS: FieldLimits = { chars: 4000, items: 20, inList: false };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.keys(value).length === 0;
}

// `2025-02-03T14:00:00.120000000Z`: the zeros closing a fraction say nothing (the CRM writes nine
// digits), nor does a fraction of zeros.
const ZERO_FRACTION = /(\dT\d{2}:\d{2}:\d{2})(\.\d*?)0+(?=Z|[+-]\d{2}:\d{2})/g;

/**
 * `text` cut at `chars` with the count of what was left out, on one line (a list's record is one
 * line) or, for a single result, with its line breaks (a note's paragraphs, a code block).
 */
export function cutText(text: string, chars: number, keepLines = false): string {
  const line = (keepLines ? text.replace(/[^\S\n]+/g, ' ') : text.replace(/\s+/g, ' '))
    .trim()
    .replace(ZERO_FRACTION, (_, time: string, fraction: string) =>
      fraction === '.' ? time : `${time}${fraction}`,
    );
  if (line.length <= chars) return line;
  return `${line.slice(0, chars)}…[+${line.length - chars} chars]`;
}

/** A rich text run (docsapp's `RT`): its `plain_text` is what it says. */
function isRichText(value: unknown): value is { plain_text: string } {
  return isObject(value) && typeof value.plain_text === 'string' && 'annotations' in value;
}

const NAME_KEYS = new Set(['id', 'name', 'title', 'color', 'is_archived']);

/**
 * The text of a value that reads as one phrase, or `undefined` for a structure whose members
 * need labels of their own.
 */
function inlineText(value: unknown, limits: FieldLimits): string | undefined {
  if (typeof value === 'string') return cutText(value, limits.chars, !limits.inList);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.every(isRichText)) {
      return cutText(value.map((run) => run.plain_text).join(''), limits.chars, !limits.inList);
    }
    const texts = value.filter((item) => !isEmpty(item)).map((item) => inlineText(item, limits));
    if (texts.some((text) => text === undefined)) return undefined;
    const said = texts.filter((text) => text !== '');
    const shown = said.slice(0, limits.items).join(', ');
    return said.length > limits.items ? `${shown} (+${said.length - limits.items} more)` : shown;
  }
  if (!isObject(value)) return undefined;
  if (isAttributeValue(value)) {
    return cutText(attributeValueText(value), limits.chars, !limits.inList);
  }
  // A select option or a status: `{id, name, color}` reads as its name.
  const name = value.name ?? value.title;
  if (typeof name === 'string' && Object.keys(value).every((key) => NAME_KEYS.has(key))) {
    return cutText(name, limits.chars);
  }
  // A parent `{type: "database_id", database_id: "…"}` reads `database_id …`.
  const keys = Object.keys(value);
  const type = value.type;
  if (typeof type === 'string' && keys.length === 2 && type in value) {
    const member = value[type];
    if (member === true) return type;
    if (typeof member === 'string') return `${type} ${member}`;
  }
  // A reference `{object: "user", id}` is its id.
  if (typeof value.id === 'string' && keys.every((key) => key === 'id' || key === 'object')) {
    return value.id;
  }
  // A date range: `{start, end, time_zone}`.
  if (typeof value.start === 'string' && keys.length <= 3 && 'end' in value) {
    return typeof value.end === 'string' ? `${value.start} → ${value.end}` : value.start;
  }
  return undefined;
}

/**
 * A value whose `type` names the member holding it (a docsapp property `{id, type: "status",
 * status: {…}}`): the member is the value.
 */
function typedMember(value: Json): unknown {
  const type = value.type;
  if (typeof type !== 'string' || !(type in value)) return undefined;
  // A parent `{type: "page_id", page_id}` keeps its label: the kind of id is what it says.
  if (!('id' in value)) return undefined;
  const others = Object.keys(value).filter((key) => key !== 'type' && key !== type);
  return others.every((key) => key === 'id' || key === 'name') ? value[type] : undefined;
}

/**
 * The members of `value` to show: a block's `type: "heading_2"` goes when its `heading_2` member
 * holds something, whose label says the type already.
 */
function members(value: Json): [string, unknown][] {
  const type = value.type;
  const named = typeof type === 'string' && type !== 'type' && !isEmpty(value[type]);
  return Object.entries(value).filter(([name]) => !(named && name === 'type'));
}

/** `values.name` reads `name`, `snippet.title` reads `title`, `id.record_id` reads `record_id`. */
function labelOf(path: readonly string[], choices: FieldChoices): string {
  const kept = path.filter(
    (segment, index) =>
      !(choices.wrappers.has(segment) || (segment === 'id' && index < path.length - 1)),
  );
  return kept.length === 0 ? (path.at(-1) ?? '') : kept.join('.');
}

/**
 * The fields of `record` a model reads: every member that says something, by a short label, with
 * the connector's noise, defaults and empty values left out, nested objects flattened into
 * dotted labels and lists of phrases joined.
 */
export function compactFields(record: Json, choices: FieldChoices, limits: FieldLimits): Field[] {
  const fields: Field[] = [];
  const labels = new Set<string>();
  // Two members that read the same once their wrappers are dropped (a thread's id and its top
  // comment's) keep their whole path instead.
  const push = (path: readonly string[], text: string) => {
    const short = labelOf(path, choices);
    const label = labels.has(short) ? path.join('.') : short;
    labels.add(label);
    fields.push({ label, text });
  };
  const walk = (value: unknown, path: string[], depth: number): void => {
    if (isEmpty(value)) return;
    const key = path.at(-1);
    if (key !== undefined) {
      if (choices.noise.has(key)) return;
      if (Object.hasOwn(choices.defaults, key) && choices.defaults[key] === value) return;
      if (limits.inList && path[0] !== 'id' && choices.notInLists.has(key)) return;
    }
    const text = inlineText(value, limits);
    if (text !== undefined) {
      if (text !== '') push(path, text);
      return;
    }
    if (Array.isArray(value)) {
      const items = value.slice(0, limits.items).map((item) => {
        const inner = isObject(item) ? compactFields(item, choices, limits) : [];
        return `{${inner.map((field) => `${field.label}: ${field.text}`).join(', ')}}`;
      });
      const more = value.length > limits.items ? ` (+${value.length - limits.items} more)` : '';
      push(path, `${items.join(', ')}${more}`);
      return;
    }
    if (!isObject(value)) return;
    const member = typedMember(value);
    if (member !== undefined) {
      walk(member, path, depth);
      return;
    }
    if (depth >= 5) {
      push(path, cutText(JSON.stringify(value), 200));
      return;
    }
    for (const [name, inner] of members(value)) walk(inner, [...path, name], depth + 1);
  };
  for (const [name, value] of members(record)) walk(value, [name], 1);
  return fields;
}
