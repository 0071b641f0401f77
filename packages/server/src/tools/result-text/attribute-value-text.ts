/*
 * A CRM attribute value (docs/tool-results.md §"crm", `{V, <type's fields>, attribute_type}`) as
 * the few words that say it: the type's own field, not the metadata every value repeats.
 */

type Value = Record<string, unknown>;

const METADATA = new Set(['active_from', 'active_until', 'created_by_actor', 'attribute_type']);

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function joined(...parts: unknown[]): string | undefined {
  const words = parts.map(text).filter((part): part is string => part !== undefined && part !== '');
  return words.length === 0 ? undefined : words.join(' ');
}

function titleOf(member: unknown): string | undefined {
  return typeof member === 'object' && member !== null ? text((member as Value).title) : undefined;
}

/** What each type's value reads as; a type not named here shows its own members. */
const BY_TYPE: Readonly<Record<string, (value: Value) => string | undefined>> = {
  currency: (value) => joined(value.currency_value, value.currency_code),
  'record-reference': (value) => joined(value.target_object, value.target_record_id),
  'actor-reference': (value) => joined(value.referenced_actor_type, value.referenced_actor_id),
  'personal-name': (value) => text(value.full_name) ?? joined(value.first_name, value.last_name),
  status: (value) => titleOf(value.status),
  select: (value) => titleOf(value.option),
  multiselect: (value) => titleOf(value.option),
  'email-address': (value) => text(value.email_address),
  domain: (value) => text(value.domain),
  'phone-number': (value) => text(value.original_phone_number) ?? text(value.phone_number),
  location: (value) =>
    joined(value.line_1, value.locality, value.region, value.postcode, value.country_code),
  interaction: (value) => joined(value.interaction_type, value.interacted_at),
};

/** Whether `value` is a CRM attribute value. */
export function isAttributeValue(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Value).attribute_type === 'string'
  );
}

/** The value's text: by its type, else its members other than the metadata, `name=value`. */
export function attributeValueText(value: Value): string {
  const byType = BY_TYPE[value.attribute_type as string]?.(value);
  if (byType !== undefined) return byType;
  const own = Object.entries(value).filter(([key, member]) => !METADATA.has(key) && member != null);
  if (own.length === 1) return text(own[0]?.[1]) ?? JSON.stringify(own[0]?.[1]);
  return own.map(([key, member]) => `${key}=${text(member) ?? JSON.stringify(member)}`).join(' ');
}
