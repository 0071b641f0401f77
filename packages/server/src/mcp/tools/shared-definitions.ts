type Schema = Record<string, unknown>;

/** Keywords whose value is one subschema (JSON Schema 2020-12 applicators). */
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
] as const;
/** Keywords whose value is a list of subschemas. */
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', 'dependentSchemas'] as const;

/**
 * Below this many bytes a subschema stays inline wherever it repeats: `{"$ref":"#/$defs/name"}`
 * and its definition's key cost about as much as they save.
 */
const MIN_SHARED_BYTES = 80;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each direct subschema of `schema`, with a name hint (the property it describes, say). */
function* children(schema: Schema, hint: string): Generator<[Schema, string]> {
  for (const key of ONE) {
    const child = schema[key];
    if (isSchema(child)) yield [child, key === 'items' ? `${hint}_item` : hint];
  }
  for (const key of LIST) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) if (isSchema(child)) yield [child, hint];
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isSchema(map)) {
      for (const [name, child] of Object.entries(map)) if (isSchema(child)) yield [child, name];
    }
  }
}

/** A copy of `schema` with each direct subschema replaced by `replace(child, hint)`. */
function mapChildren(
  schema: Schema,
  hint: string,
  replace: (child: Schema, hint: string) => Schema,
): Schema {
  const copy: Schema = { ...schema };
  for (const key of ONE) {
    const child = schema[key];
    if (isSchema(child)) copy[key] = replace(child, key === 'items' ? `${hint}_item` : hint);
  }
  for (const key of LIST) {
    const list = schema[key];
    if (Array.isArray(list)) {
      copy[key] = list.map((child) => (isSchema(child) ? replace(child, hint) : child));
    }
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isSchema(map)) {
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, child]) => [
          name,
          isSchema(child) ? replace(child, name) : child,
        ]),
      );
    }
  }
  return copy;
}

const REF_PREFIX = '#/$defs/';

/**
 * `schema` with every subschema that repeats (the same JSON, at least {@link MIN_SHARED_BYTES}
 * long) written once under `$defs` and referenced with `$ref` wherever it occurs; a definition
 * used only once goes back inline. The schema admits exactly what it admitted: only identical
 * subschemas are shared, and `$ref` to a root `$defs` entry means that entry wherever it appears
 * (JSON Schema 2020-12 §8.2.3.1). Definitions are named after the property they first describe.
 */
export function shareDefinitions(schema: Schema): Schema {
  const existing = isSchema(schema.$defs) ? schema.$defs : {};
  const counts = new Map<string, number>();
  const hints = new Map<string, string>();
  const count = (node: Schema, hint: string) => {
    for (const [child, childHint] of children(node, hint)) {
      const key = JSON.stringify(child);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!hints.has(key)) hints.set(key, childHint);
      count(child, childHint);
    }
  };
  count(schema, 'value');
  for (const [name, body] of Object.entries(existing)) if (isSchema(body)) count(body, name);

  const taken = new Set(Object.keys(existing));
  const defs: Schema = {};
  const names = new Map<string, string>();
  const nameFor = (key: string) => {
    const base = (hints.get(key) ?? 'shared').replace(/[^A-Za-z0-9_]/g, '_') || 'shared';
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    return name;
  };
  const share = (child: Schema, hint: string): Schema => {
    const key = JSON.stringify(child);
    if ((counts.get(key) ?? 0) < 2 || key.length < MIN_SHARED_BYTES) {
      return mapChildren(child, hint, share);
    }
    let name = names.get(key);
    if (name === undefined) {
      name = nameFor(key);
      names.set(key, name);
      defs[name] = mapChildren(child, hint, share);
    }
    return { $ref: `${REF_PREFIX}${name}` };
  };
  const root = mapChildren(schema, 'value', share);
  for (const [name, body] of Object.entries(existing)) {
    defs[name] = isSchema(body) ? mapChildren(body, name, share) : body;
  }
  if (names.size === 0) return schema;
  return inlineSingleUse(root, defs, new Set(names.values()));
}

/** Puts back inline each of `added` that one `$ref` uses, so sharing never costs bytes. */
function inlineSingleUse(root: Schema, defs: Schema, added: ReadonlySet<string>): Schema {
  const uses = new Map<string, number>();
  const countRefs = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) countRefs(item);
    else if (isSchema(value)) {
      if (typeof value.$ref === 'string' && value.$ref.startsWith(REF_PREFIX)) {
        const name = value.$ref.slice(REF_PREFIX.length);
        uses.set(name, (uses.get(name) ?? 0) + 1);
      }
      for (const [key, child] of Object.entries(value)) if (key !== '$ref') countRefs(child);
    }
  };
  countRefs(root);
  countRefs(defs);
  const single = (name: string) => added.has(name) && uses.get(name) === 1;
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!isSchema(value)) return value;
    if (typeof value.$ref === 'string' && Object.keys(value).length === 1) {
      const name = value.$ref.slice(REF_PREFIX.length);
      if (value.$ref.startsWith(REF_PREFIX) && single(name)) return inline(defs[name]);
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  const kept: Schema = {};
  for (const [name, body] of Object.entries(defs)) if (!single(name)) kept[name] = inline(body);
  const shared = inline(root) as Schema;
  if (Object.keys(kept).length > 0) shared.$defs = kept;
  else delete shared.$defs;
  return shared;
}
