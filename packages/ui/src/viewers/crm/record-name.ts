import { isString } from '../common/guards.ts';
import type { CrmRecord, CrmValues } from '../common/result-parts.ts';

/** Attributes that name a record, by object: people, companies and deals, then anything. */
const NAME_SLUGS = ['name', 'full_name', 'title', 'email_addresses', 'domains'];

function firstText(values: CrmValues, slug: string): string | undefined {
  const value = values[slug]?.find((candidate) => !candidate.active_until);
  const text = value?.full_name ?? value?.value ?? value?.email_address ?? value?.domain;
  return isString(text) && text !== '' ? text : undefined;
}

/** A record's display name: its name, else its email or domain, else its id. */
export function recordName(record: CrmRecord): string {
  for (const slug of NAME_SLUGS) {
    const text = firstText(record.values, slug);
    if (text !== undefined) return text;
  }
  return record.id.record_id;
}
