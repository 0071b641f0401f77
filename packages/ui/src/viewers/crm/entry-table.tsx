'use client';

import { type DataColumn, DataTable } from '../common/data-table.tsx';
import { formatDateTime } from '../common/format.ts';
import type { CrmEntry } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { AttributeValues } from './attribute-value.tsx';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { ShortId } from './short-id.tsx';

/**
 * List entries (crm_list_entries, _get_list_entry, _add_to_list, _list_record_entries): the record
 * each entry holds, when it was added, and one typed column per list-level attribute.
 */
export function EntryTable({ entries }: { entries: readonly CrmEntry[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  const slugs = [...new Set(entries.flatMap((entry) => Object.keys(entry.entry_values)))];
  const columns: Array<DataColumn<CrmEntry>> = [
    {
      key: '#record',
      header: strings.recordColumn,
      cell: (entry) => (
        <>
          {entry.parent_object} <ShortId id={entry.parent_record_id} />
        </>
      ),
    },
    {
      key: '#added',
      header: strings.addedColumn,
      cell: (entry) =>
        entry.created_at && (
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        ),
    },
    ...slugs.map(
      (slug): DataColumn<CrmEntry> => ({
        key: slug,
        header: slug.replaceAll('_', ' '),
        cell: (entry) => <AttributeValues values={entry.entry_values[slug] ?? []} />,
      }),
    ),
  ];
  return (
    <div className="pb-viewer" data-viewer="crm-entries">
      <DataTable
        label={strings.entryCount(entries.length)}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id.entry_id}
      />
    </div>
  );
}
