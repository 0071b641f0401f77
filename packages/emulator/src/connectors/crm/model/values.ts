import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { invalid, missingValue, notFound, uniquenessConflict } from '../errors.ts';
import {
  type Attribute,
  type AttributeType,
  type CrmObject,
  type CrmRecord,
  type CrmWorkspace,
  crmTimestamp,
  type Member,
  type StoredValue,
  type Values,
} from '../store.ts';

/*
 * Attribute values (docs/connectors.md §4.2: `values` map slugs to arrays of typed values). Each
 * type takes a plain value (`"Acme"`, `["acme.com"]`) or its full form (`{"domain": …}`) and is
 * stored in the service's own form, with the metadata of docs/tool-results.md `V`.
 */

interface ValueContext {
  workspaceId: string;
  attribute: Attribute;
  path: string;
  objects: readonly CrmObject[];
  records: readonly CrmRecord[];
  members: readonly Member[];
}

type Fields = Record<string, unknown>;

function valueType<Schema extends z.ZodType>(
  schema: Schema,
  store: (input: z.output<Schema>, context: ValueContext) => Fields,
  expected: string,
) {
  return (input: unknown, context: ValueContext): Fields => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      throw invalid(
        `Invalid value at ${context.path} for attribute "${context.attribute.api_slug}" (${context.attribute.type}): expected ${expected}.`,
      );
    }
    return store(parsed.data, context);
  };
}

/** A plain value, or `{"<field>": value}`. */
function plainOr<Schema extends z.ZodType>(schema: Schema, field: string) {
  return z.union([
    schema,
    z.looseObject({ [field]: schema }).transform((value) => value[field] as z.output<Schema>),
  ]);
}

/** `app.acme.co.uk` → `acme.co.uk`; `app.acme.com` → `acme.com`. */
function rootDomain(domain: string): string {
  const labels = domain.split('.');
  const secondLevel = labels.length > 2 && /^(co|com|org|net|ac|gov)$/.test(labels.at(-2) ?? '');
  return labels.slice(secondLevel ? -3 : -2).join('.');
}

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Country calling codes the emulator recognises, for `country_code` of a phone number. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '1': 'US',
  '33': 'FR',
  '44': 'GB',
  '49': 'DE',
};

function optionFor<Kind extends 'options' | 'statuses'>(
  context: ValueContext,
  kind: Kind,
  wanted: string,
): Attribute[Kind][number] {
  const { attribute } = context;
  const list: Attribute[Kind] = attribute[kind];
  const found = list.find((item) => item.title === wanted || item.id === wanted);
  if (found !== undefined) return found;
  // The catalog has no tool to add options or statuses: a value naming a new one adds it.
  if (kind === 'options') {
    const option = { id: randomUUID(), title: wanted, is_archived: false };
    attribute.options = [...attribute.options, option];
    return option;
  }
  const status = {
    id: randomUUID(),
    title: wanted,
    is_archived: false,
    celebration_enabled: false,
    target_time_in_status: null,
  };
  attribute.statuses = [...attribute.statuses, status];
  return status;
}

function optionId(context: ValueContext, key: 'option_id' | 'status_id', id: string) {
  const { attribute, workspaceId } = context;
  const parent =
    attribute.parent.type === 'object'
      ? { object_id: attribute.parent.object_id }
      : { list_id: attribute.parent.list_id };
  return { workspace_id: workspaceId, ...parent, attribute_id: attribute.id, [key]: id };
}

function referencedRecord(context: ValueContext, recordId: string, objectName?: string): Fields {
  const allowed = context.attribute.config.record_reference.allowed_object_ids;
  const record = context.records.find((candidate) => candidate.id === recordId);
  const object = context.objects.find((candidate) => candidate.id === record?.object_id);
  if (
    record === undefined ||
    object === undefined ||
    (objectName !== undefined && objectName !== object.api_slug && objectName !== object.id)
  ) {
    throw notFound(
      `Record with ID "${recordId}" not found${objectName ? ` on object "${objectName}"` : ''}.`,
    );
  }
  if (allowed !== null && !allowed.includes(object.id)) {
    throw invalid(
      `Attribute "${context.attribute.api_slug}" cannot reference a record of "${object.api_slug}".`,
    );
  }
  return { target_object: object.api_slug, target_record_id: record.id };
}

function referencedMember(context: ValueContext, idOrEmail: string): Fields {
  const member = context.members.find(
    (candidate) => candidate.id === idOrEmail || candidate.email_address === idOrEmail,
  );
  if (member === undefined) throw notFound(`Workspace member "${idOrEmail}" not found.`);
  return { referenced_actor_type: 'workspace-member', referenced_actor_id: member.id };
}

const nullableText = z.string().nullable().optional();
const locationFields = z.object({
  line_1: nullableText,
  line_2: nullableText,
  line_3: nullableText,
  line_4: nullableText,
  locality: nullableText,
  region: nullableText,
  postcode: nullableText,
  country_code: z.string().length(2).nullable().optional(),
  latitude: nullableText,
  longitude: nullableText,
});
type LocationInput = z.infer<typeof locationFields>;
const LOCATION_FIELDS = locationFields.keyof().options;

const VALUE_TYPES: Record<AttributeType, (input: unknown, context: ValueContext) => Fields> = {
  text: valueType(plainOr(z.string(), 'value'), (value) => ({ value }), 'a string'),
  number: valueType(plainOr(z.number(), 'value'), (value) => ({ value }), 'a number'),
  checkbox: valueType(plainOr(z.boolean(), 'value'), (value) => ({ value }), 'true or false'),
  date: valueType(plainOr(z.iso.date(), 'value'), (value) => ({ value }), 'a date YYYY-MM-DD'),
  timestamp: valueType(
    plainOr(z.iso.datetime({ offset: true }), 'value'),
    (value) => ({ value: crmTimestamp(value) }),
    'an ISO 8601 date-time',
  ),
  currency: valueType(
    z.union([
      z.number().transform((currency_value) => ({ currency_value, currency_code: undefined })),
      z.object({
        currency_value: z.number(),
        currency_code: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .optional(),
      }),
    ]),
    (value, { attribute }) => ({
      currency_value: value.currency_value,
      currency_code:
        value.currency_code ?? attribute.config.currency.default_currency_code ?? 'USD',
    }),
    'a number or {currency_value, currency_code}',
  ),
  select: valueType(
    plainOr(z.string().min(1), 'option'),
    (title, context) => {
      const option = optionFor(context, 'options', title);
      return {
        option: {
          id: optionId(context, 'option_id', option.id),
          title: option.title,
          is_archived: option.is_archived,
        },
      };
    },
    'an option title or id',
  ),
  multiselect: (input, context) => VALUE_TYPES.select(input, context),
  status: valueType(
    plainOr(z.string().min(1), 'status'),
    (title, context) => {
      const { id, ...status } = optionFor(context, 'statuses', title);
      return { status: { id: optionId(context, 'status_id', id), ...status } };
    },
    'a status title or id',
  ),
  domain: valueType(
    plainOr(z.string(), 'domain')
      .transform((domain) =>
        domain
          .trim()
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/[/?#].*$/, ''),
      )
      .refine((domain) => DOMAIN.test(domain)),
    (domain) => ({ domain, root_domain: rootDomain(domain) }),
    'a domain such as acme.com',
  ),
  'email-address': valueType(
    plainOr(z.email(), 'email_address'),
    (original) => {
      const email = original.toLowerCase();
      const [local = '', domain = ''] = email.split('@');
      return {
        original_email_address: original,
        email_address: email,
        email_domain: domain,
        email_root_domain: rootDomain(domain),
        email_local_specifier: local.split('+')[0],
      };
    },
    'an email address',
  ),
  'phone-number': valueType(
    z
      .union([
        z.string().transform((original_phone_number) => ({
          original_phone_number,
          country_code: undefined,
        })),
        z.object({
          original_phone_number: z.string(),
          country_code: z.string().length(2).optional(),
        }),
      ])
      .refine((phone) => /^\+?[\d\s().-]{5,}$/.test(phone.original_phone_number)),
    (phone) => {
      const digits = phone.original_phone_number.replace(/\D/g, '');
      const international = phone.original_phone_number.trim().startsWith('+');
      const calling = Object.keys(CALLING_CODES).find(
        (code) => international && digits.startsWith(code),
      );
      return {
        original_phone_number: phone.original_phone_number,
        country_code: phone.country_code ?? (calling ? CALLING_CODES[calling] : null),
        phone_number: international ? `+${digits}` : digits,
      };
    },
    'a phone number, or {original_phone_number, country_code}',
  ),
  location: valueType(
    z.union([z.string().transform((line_1): LocationInput => ({ line_1 })), locationFields]),
    (location) =>
      Object.fromEntries(LOCATION_FIELDS.map((field) => [field, location[field] ?? null])),
    'an address line or {line_1, locality, region, postcode, country_code, …}',
  ),
  'record-reference': valueType(
    z.union([
      z.guid().transform((target_record_id) => ({ target_record_id, target_object: undefined })),
      z.object({ target_object: z.string().min(1).optional(), target_record_id: z.guid() }),
    ]),
    (reference, context) =>
      referencedRecord(context, reference.target_record_id, reference.target_object),
    'a record id or {target_object, target_record_id}',
  ),
  'actor-reference': valueType(
    z.union([
      z.string().min(1),
      z
        .object({
          referenced_actor_type: z.literal('workspace-member'),
          referenced_actor_id: z.string(),
        })
        .transform((actor) => actor.referenced_actor_id),
      z
        .object({ workspace_member_email_address: z.email() })
        .transform((actor) => actor.workspace_member_email_address),
    ]),
    (idOrEmail, context) => referencedMember(context, idOrEmail),
    'a workspace member id or email, or {referenced_actor_type, referenced_actor_id}',
  ),
  'personal-name': valueType(
    z.union([
      z
        .string()
        .min(1)
        .transform((full) => {
          const parts = full.trim().split(/\s+/);
          return {
            first_name: parts.slice(0, -1).join(' ') || full.trim(),
            last_name: parts.length > 1 ? (parts.at(-1) ?? '') : '',
            full_name: full.trim(),
          };
        }),
      z.object({
        first_name: z.string().optional(),
        last_name: z.string().optional(),
        full_name: z.string().optional(),
      }),
    ]),
    (name) => {
      const first_name = name.first_name ?? '';
      const last_name = name.last_name ?? '';
      return {
        first_name,
        last_name,
        full_name: name.full_name ?? `${first_name} ${last_name}`.trim(),
      };
    },
    'a full name or {first_name, last_name}',
  ),
  interaction: valueType(
    z.object({
      interaction_type: z.enum(['email', 'calendar-event', 'call', 'meeting', 'chat-thread']),
      interacted_at: z.iso.datetime({ offset: true }),
      owner_actor: z.object({ type: z.literal('workspace-member'), id: z.string() }).optional(),
    }),
    (interaction) => ({
      interaction_type: interaction.interaction_type,
      interacted_at: crmTimestamp(interaction.interacted_at),
      owner_actor: interaction.owner_actor ?? null,
    }),
    '{interaction_type, interacted_at}',
  ),
};

/** The values still in effect (historic ones have `active_until` set). */
export function activeValues(values: readonly StoredValue[] | undefined): StoredValue[] {
  return (values ?? []).filter((value) => value.active_until === null);
}

/** Values as the service shows them: metadata, the type's fields, then `attribute_type`. */
export function renderValues(values: readonly StoredValue[]): Record<string, unknown>[] {
  return values.map(({ attribute_type, ...fields }) => ({ ...fields, attribute_type }));
}

function read(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const KEY_PATHS: Record<AttributeType, string[]> = {
  text: ['value'],
  number: ['value'],
  checkbox: ['value'],
  date: ['value'],
  timestamp: ['value'],
  currency: ['currency_value'],
  select: ['option', 'title'],
  multiselect: ['option', 'title'],
  status: ['status', 'title'],
  domain: ['domain'],
  'email-address': ['email_address'],
  'phone-number': ['phone_number'],
  location: ['locality'],
  'record-reference': ['target_record_id'],
  'actor-reference': ['referenced_actor_id'],
  'personal-name': ['full_name'],
  interaction: ['interacted_at'],
};

export type ValueKey = string | number | boolean | null;

/** What a value is compared by: filters, sorts, uniqueness and search all use it. */
export function valueKey(value: StoredValue): ValueKey {
  const key = read(value, ...KEY_PATHS[value.attribute_type]);
  return typeof key === 'string' || typeof key === 'number' || typeof key === 'boolean'
    ? key
    : null;
}

/** One field of a value (`first_name` of a name, `root_domain` of a domain), for filters. */
export function valueField(value: StoredValue, field: string): unknown {
  return read(value, field);
}

/**
 * The values a caller's `values` give, checked against `attributes` (the object's or the list's),
 * and those attributes again with any option or status the values added (the caller saves them).
 */
export async function writeValues(
  workspace: CrmWorkspace,
  attributes: readonly Attribute[],
  input: Record<string, unknown[]>,
  where: 'values' | 'entry_values',
): Promise<{ values: Values; attributes: Attribute[] }> {
  const written = attributes.map((attribute) => ({ ...attribute }));
  const [objects, records, members] = await Promise.all([
    workspace.objects.all(),
    workspace.records.all(),
    workspace.members.all(),
  ]);
  const values: Values = {};
  for (const [key, items] of Object.entries(input)) {
    const attribute = written.find(
      (candidate) => candidate.api_slug === key || candidate.id === key,
    );
    if (attribute === undefined)
      throw invalid(`Cannot find attribute with slug/ID "${key}" (${where}.${key}).`);
    if (!attribute.is_writable) {
      throw invalid(`Attribute "${attribute.api_slug}" is set by the CRM and cannot be written.`);
    }
    const multiple = attribute.is_multiselect || attribute.type === 'multiselect';
    if (!multiple && items.length > 1) {
      throw invalid(
        `Attribute "${attribute.api_slug}" takes a single value; ${where}.${key} has ${items.length}.`,
      );
    }
    values[attribute.api_slug] = items.map((item, index) => ({
      active_from: workspace.now,
      active_until: null,
      created_by_actor: workspace.actor,
      ...VALUE_TYPES[attribute.type](item, {
        workspaceId: workspace.workspaceId,
        attribute,
        path: `${where}.${key}[${index}]`,
        objects,
        records,
        members,
      }),
      attribute_type: attribute.type,
    }));
  }
  return { values, attributes: written };
}

/** A required attribute without a value is refused (400 `missing_value`). */
export function checkRequired(attributes: readonly Attribute[], values: Values): void {
  for (const attribute of attributes) {
    if (
      attribute.is_required &&
      attribute.is_writable &&
      activeValues(values[attribute.api_slug]).length === 0
    ) {
      throw missingValue(
        `Required value for attribute with slug "${attribute.api_slug}" was not provided.`,
      );
    }
  }
}

/** docs/connectors.md §4.2: a value of a unique attribute that another record holds is a 409. */
export function checkUnique(
  attributes: readonly Attribute[],
  values: Values,
  others: readonly { id: string; values: Values }[],
): void {
  for (const attribute of attributes.filter((candidate) => candidate.is_unique)) {
    const keys = activeValues(values[attribute.api_slug]).map(valueKey);
    for (const other of others) {
      const clash = activeValues(other.values[attribute.api_slug])
        .map(valueKey)
        .find((key) => keys.includes(key));
      if (clash !== undefined) {
        throw uniquenessConflict(
          `The value "${String(clash)}" of the unique attribute "${attribute.api_slug}" is already held by record ${other.id}.`,
        );
      }
    }
  }
}
