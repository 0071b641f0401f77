'use client';

import { type DataColumn, DataTable } from '../common/data-table.tsx';
import type { CrmRecord } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { AttributeValues } from './attribute-value.tsx';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { recordName } from './record-name.ts';

const NUMERIC = new Set(['number', 'currency']);

/** Attribute slugs that hold a current value in at least one record, in first-seen order. */
function filledSlugs(records: readonly CrmRecord[]): string[] {
  const slugs = new Set<string>();
  for (const record of records) {
    for (const [slug, values] of Object.entries(record.values)) {
      if (values.some((value) => !value.active_until)) slugs.add(slug);
    }
  }
  return [...slugs];
}

/**
 * Records (crm_list_people, crm_search_records, crm_list_records …) as a table: the record's name
 * linking to the CRM, then one typed column per attribute that any record fills.
 */
export function RecordTable({ records }: { records: readonly CrmRecord[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  const columns: Array<DataColumn<CrmRecord>> = [
    {
      key: '#record',
      header: strings.recordColumn,
      cell: (record) => {
        const href = safeHref(record.web_url);
        const name = recordName(record);
        return href ? <a href={href}>{name}</a> : name;
      },
    },
    ...filledSlugs(records).map(
      (slug): DataColumn<CrmRecord> => ({
        key: slug,
        header: slug.replaceAll('_', ' '),
        align: records.some((record) =>
          record.values[slug]?.some((value) => NUMERIC.has(value.attribute_type)),
        )
          ? 'end'
          : 'start',
        cell: (record) => <AttributeValues values={record.values[slug] ?? []} />,
      }),
    ),
  ];
  return (
    <div className="pb-viewer" data-viewer="crm-records">
      <DataTable
        label={strings.recordCount(records.length)}
        columns={columns}
        rows={records}
        rowKey={(record) => record.id.record_id}
      />
    </div>
  );
}
