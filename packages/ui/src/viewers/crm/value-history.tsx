'use client';

import { DataTable } from '../common/data-table.tsx';
import { formatDateTime } from '../common/format.ts';
import type { AttributeValue } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { AttributeValueView } from './attribute-value.tsx';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';

function When({ iso }: { iso: string | null | undefined }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : strings.now;
}

/**
 * An attribute's values over time (crm_get_record_attribute_values, with show_historic): each
 * value with when it became and stopped being current.
 */
export function ValueHistory({ values }: { values: readonly AttributeValue[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <div className="pb-viewer" data-viewer="crm-values">
      <DataTable
        label={strings.valueCount(values.length)}
        columns={[
          {
            key: 'value',
            header: strings.valueColumn,
            cell: (value) => <AttributeValueView value={value} />,
          },
          {
            key: 'from',
            header: strings.currentFromColumn,
            cell: (value) => <When iso={value.active_from} />,
          },
          {
            key: 'until',
            header: strings.untilColumn,
            cell: (value) => <When iso={value.active_until} />,
          },
        ]}
        rows={values}
        rowKey={(value, index) => `${value.active_from ?? ''}#${index}`}
      />
    </div>
  );
}
