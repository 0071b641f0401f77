import { DataTable } from '../shared/data-table.tsx';
import type { Attribute, CrmList, CrmObject, Option } from './crm-shapes.ts';

/*
 * The workspace's data model: objects, their attributes, lists and the options of select and
 * status attributes (crm_list_objects, _list_attributes, _list_lists, _list_attribute_options …).
 */

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function ObjectTable({ objects }: { objects: readonly CrmObject[] }) {
  return (
    <div className="pb-viewer" data-viewer="crm-objects">
      <DataTable
        label={plural(objects.length, 'object')}
        columns={[
          {
            key: 'plural',
            header: 'Object',
            cell: (object) => object.plural_noun ?? object.api_slug,
          },
          { key: 'slug', header: 'Slug', cell: (object) => <code>{object.api_slug}</code> },
          { key: 'singular', header: 'One record is a', cell: (object) => object.singular_noun },
        ]}
        rows={objects}
        rowKey={(object) => object.id.object_id}
      />
    </div>
  );
}

function flags(attribute: Attribute): string {
  return [
    attribute.is_required && 'required',
    attribute.is_unique && 'unique',
    attribute.is_multiselect && 'multiple values',
    attribute.is_system_attribute && 'system',
    attribute.is_archived && 'archived',
  ]
    .filter(Boolean)
    .join(', ');
}

export function AttributeTable({ attributes }: { attributes: readonly Attribute[] }) {
  return (
    <div className="pb-viewer" data-viewer="crm-attributes">
      <DataTable
        label={plural(attributes.length, 'attribute')}
        columns={[
          { key: 'title', header: 'Attribute', cell: (attribute) => attribute.title },
          { key: 'slug', header: 'Slug', cell: (attribute) => <code>{attribute.api_slug}</code> },
          { key: 'type', header: 'Type', cell: (attribute) => attribute.type },
          { key: 'flags', header: 'Rules', cell: flags },
        ]}
        rows={attributes}
        rowKey={(attribute) => attribute.id.attribute_id}
      />
    </div>
  );
}

export function ListTable({ lists }: { lists: readonly CrmList[] }) {
  return (
    <div className="pb-viewer" data-viewer="crm-lists">
      <DataTable
        label={plural(lists.length, 'list')}
        columns={[
          { key: 'name', header: 'List', cell: (list) => list.name },
          { key: 'slug', header: 'Slug', cell: (list) => <code>{list.api_slug}</code> },
          { key: 'access', header: 'Workspace access', cell: (list) => list.workspace_access },
        ]}
        rows={lists}
        rowKey={(list) => list.id.list_id}
      />
    </div>
  );
}

export function OptionList({ options }: { options: readonly Option[] }) {
  return (
    <ul className="pb-viewer pb-tags" data-viewer="crm-options" aria-label="Options">
      {options.map((option) => (
        <li
          key={option.title}
          className="pb-tag"
          data-color={option.is_archived ? 'gray' : undefined}
        >
          {option.title}
          {option.is_archived ? ' (archived)' : ''}
        </li>
      ))}
    </ul>
  );
}
