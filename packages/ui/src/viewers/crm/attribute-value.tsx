'use client';

import { formatCount, formatDate, formatDateTime, formatMoney } from '../common/format.ts';
import { isBoolean, isNumber, isString, nullable, optional, shape } from '../common/guards.ts';
import type { AttributeValue } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { ShortId } from './short-id.tsx';

const isTitled = shape({ title: isString });
const isLocation = shape({
  line_1: optional(nullable(isString)),
  locality: optional(nullable(isString)),
  region: optional(nullable(isString)),
  postcode: optional(nullable(isString)),
  country_code: optional(nullable(isString)),
});

/** The value's own fields, without the metadata every value carries. */
function ownFields(value: AttributeValue): Record<string, unknown> {
  const { active_from, active_until, created_by_actor, attribute_type, ...fields } = value;
  return fields;
}

/**
 * One CRM attribute value by its `attribute_type` (docs/connectors.md §4.2 lists the types):
 * text, numbers, checkboxes, dates, timestamps, currency, select options, statuses, domains,
 * email addresses, phone numbers, locations, record and actor references, names, interactions.
 * A value that does not match its type shows as compact JSON.
 */
export function AttributeValueView({ value }: { value: AttributeValue }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  switch (value.attribute_type) {
    case 'text':
      if (isString(value.value)) return value.value;
      break;
    case 'number':
      if (isNumber(value.value))
        return <span className="pb-number">{formatCount(value.value)}</span>;
      break;
    case 'checkbox':
      if (isBoolean(value.value)) return value.value ? strings.yes : strings.no;
      break;
    case 'date':
      if (isString(value.value))
        return <time dateTime={value.value}>{formatDate(value.value)}</time>;
      break;
    case 'timestamp':
      if (isString(value.value)) {
        return <time dateTime={value.value}>{formatDateTime(value.value)}</time>;
      }
      break;
    case 'currency':
      if (isNumber(value.currency_value)) {
        const code = isString(value.currency_code) ? value.currency_code : 'USD';
        return <span className="pb-number">{formatMoney(value.currency_value, code)}</span>;
      }
      break;
    case 'select':
    case 'multiselect':
      if (isTitled(value.option)) return <span className="pb-tag">{value.option.title}</span>;
      break;
    case 'status':
      if (isTitled(value.status)) {
        return (
          <span className="pb-tag" data-tone="info">
            {value.status.title}
          </span>
        );
      }
      break;
    case 'domain':
      if (isString(value.domain)) {
        const href = safeHref(`https://${value.domain}`);
        return href ? <a href={href}>{value.domain}</a> : value.domain;
      }
      break;
    case 'email-address':
      if (isString(value.email_address)) {
        const href = safeHref(`mailto:${value.email_address}`);
        return href ? <a href={href}>{value.email_address}</a> : value.email_address;
      }
      break;
    case 'phone-number': {
      const shown = value.original_phone_number ?? value.phone_number;
      if (isString(shown)) {
        const href = isString(value.phone_number)
          ? safeHref(`tel:${value.phone_number}`)
          : undefined;
        return href ? <a href={href}>{shown}</a> : shown;
      }
      break;
    }
    case 'location':
      if (isLocation(value)) {
        const parts = [
          value.line_1,
          value.locality,
          value.region,
          value.postcode,
          value.country_code,
        ];
        return parts.filter(Boolean).join(', ');
      }
      break;
    case 'record-reference':
      if (isString(value.target_record_id)) {
        return (
          <span>
            {isString(value.target_object) ? `${value.target_object} ` : ''}
            <ShortId id={value.target_record_id} />
          </span>
        );
      }
      break;
    case 'actor-reference':
      if (isString(value.referenced_actor_id)) {
        return (
          <span>
            {strings.member} <ShortId id={value.referenced_actor_id} />
          </span>
        );
      }
      break;
    case 'personal-name':
      if (isString(value.full_name)) return value.full_name;
      break;
    case 'interaction':
      if (isString(value.interaction_type) && isString(value.interacted_at)) {
        return (
          <span>
            {value.interaction_type.replaceAll('-', ' ')},{' '}
            <time dateTime={value.interacted_at}>{formatDateTime(value.interacted_at)}</time>
          </span>
        );
      }
      break;
  }
  return <code className="pb-inline-json">{JSON.stringify(ownFields(value))}</code>;
}

/** An attribute's current values (multiselects hold several), separated by commas. */
export function AttributeValues({ values }: { values: readonly AttributeValue[] }) {
  const current = values.filter((value) => !value.active_until);
  return (
    <span className="pb-values">
      {current.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: values have no id and keep their order.
        <span key={index} className="pb-values__item">
          <AttributeValueView value={value} />
        </span>
      ))}
    </span>
  );
}
