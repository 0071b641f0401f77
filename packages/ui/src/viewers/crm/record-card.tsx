'use client';

import { formatDateTime } from '../common/format.ts';
import type { CrmRecord } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { AttributeValues } from './attribute-value.tsx';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { recordName } from './record-name.ts';

/**
 * One record (crm_get_person, _create_company, crm_get_record …): its name linking to the CRM,
 * then every attribute that has a current value, typed.
 */
export function RecordCard({ record }: { record: CrmRecord }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  const name = recordName(record);
  const href = safeHref(record.web_url);
  const attributes = Object.entries(record.values).filter(([, values]) =>
    values.some((value) => !value.active_until),
  );
  return (
    <article className="pb-viewer pb-card" data-viewer="crm-record">
      <h3 className="pb-card__title">{href ? <a href={href}>{name}</a> : name}</h3>
      <dl className="pb-facts">
        {attributes.map(([slug, values]) => (
          <div key={slug} className="pb-facts__item">
            <dt>{slug.replaceAll('_', ' ')}</dt>
            <dd>
              <AttributeValues values={values} />
            </dd>
          </div>
        ))}
      </dl>
      {record.created_at && (
        <p className="pb-card__meta">
          {strings.created}{' '}
          <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time>
        </p>
      )}
    </article>
  );
}
