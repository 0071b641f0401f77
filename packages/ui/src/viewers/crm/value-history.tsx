import { DataTable } from '../shared/data-table.tsx';
import { formatDateTime } from '../shared/format.ts';
import { AttributeValueView } from './attribute-value.tsx';
import type { AttributeValue } from './crm-shapes.ts';

function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : 'now';
}

/**
 * An attribute's values over time (crm_get_record_attribute_values, with show_historic): each
 * value with when it became and stopped being current.
 */
export function ValueHistory({ values }: { values: readonly AttributeValue[] }) {
  return (
    <div className="pb-viewer" data-viewer="crm-values">
      <DataTable
        label={`${values.length} ${values.length === 1 ? 'value' : 'values'}`}
        columns={[
          { key: 'value', header: 'Value', cell: (value) => <AttributeValueView value={value} /> },
          {
            key: 'from',
            header: 'Current from',
            cell: (value) => <When iso={value.active_from} />,
          },
          { key: 'until', header: 'Until', cell: (value) => <When iso={value.active_until} /> },
        ]}
        rows={values}
        rowKey={(value, index) => `${value.active_from ?? ''}#${index}`}
      />
    </div>
  );
}
