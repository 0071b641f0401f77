'use client';

import { DataTable } from '../common/data-table.tsx';
import type {
  CrmAttribute,
  CrmList,
  CrmObject,
  CrmOption,
  CrmStatus,
} from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS, type CrmViewerStrings } from './crm-strings.ts';

/*
 * The workspace's data model: objects, their attributes, lists and the options of select and
 * status attributes (crm_list_objects, _list_attributes, _list_lists, _list_attribute_options …).
 */

export function ObjectTable({ objects }: { objects: readonly CrmObject[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <div className="pb-viewer" data-viewer="crm-objects">
      <DataTable
        label={strings.objectCount(objects.length)}
        columns={[
          {
            key: 'plural',
            header: strings.objectColumn,
            cell: (object) => object.plural_noun ?? object.api_slug,
          },
          {
            key: 'slug',
            header: strings.slugColumn,
            cell: (object) => <code>{object.api_slug}</code>,
          },
          {
            key: 'singular',
            header: strings.singularColumn,
            cell: (object) => object.singular_noun,
          },
        ]}
        rows={objects}
        rowKey={(object) => object.id.object_id}
      />
    </div>
  );
}

function flags(attribute: CrmAttribute, strings: CrmViewerStrings): string {
  return [
    attribute.is_required && strings.required,
    attribute.is_unique && strings.unique,
    attribute.is_multiselect && strings.multiselect,
    attribute.is_system_attribute && strings.system,
    attribute.is_archived && strings.archived,
  ]
    .filter(Boolean)
    .join(', ');
}

export function AttributeTable({ attributes }: { attributes: readonly CrmAttribute[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <div className="pb-viewer" data-viewer="crm-attributes">
      <DataTable
        label={strings.attributeCount(attributes.length)}
        columns={[
          { key: 'title', header: strings.attributeColumn, cell: (attribute) => attribute.title },
          {
            key: 'slug',
            header: strings.slugColumn,
            cell: (attribute) => <code>{attribute.api_slug}</code>,
          },
          { key: 'type', header: strings.typeColumn, cell: (attribute) => attribute.type },
          {
            key: 'flags',
            header: strings.rulesColumn,
            cell: (attribute) => flags(attribute, strings),
          },
        ]}
        rows={attributes}
        rowKey={(attribute) => attribute.id.attribute_id}
      />
    </div>
  );
}

export function ListTable({ lists }: { lists: readonly CrmList[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <div className="pb-viewer" data-viewer="crm-lists">
      <DataTable
        label={strings.listCount(lists.length)}
        columns={[
          { key: 'name', header: strings.listColumn, cell: (list) => list.name },
          { key: 'slug', header: strings.slugColumn, cell: (list) => <code>{list.api_slug}</code> },
          {
            key: 'access',
            header: strings.workspaceAccessColumn,
            cell: (list) => list.workspace_access,
          },
        ]}
        rows={lists}
        rowKey={(list) => list.id.list_id}
      />
    </div>
  );
}

export function OptionList({ options }: { options: readonly (CrmOption | CrmStatus)[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-tags" data-viewer="crm-options" aria-label={strings.options}>
      {options.map((option) => (
        <li
          key={option.title}
          className="pb-tag"
          data-color={option.is_archived ? 'gray' : undefined}
        >
          {option.title}
          {option.is_archived ? strings.archivedOption : ''}
        </li>
      ))}
    </ul>
  );
}
