'use client';

import type { ToolResult } from '@plugboard/schema/results';
import type { ReactNode } from 'react';
import { EmptyResult } from '../common/empty-result.tsx';
import { isNumber, isRecord, isString } from '../common/guards.ts';
import { JsonFallback } from '../common/json-fallback.tsx';
import { ResultError } from '../common/result-error.tsx';
import type { CrmError } from '../common/result-parts.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import {
  type ConnectorToolName,
  ConnectorView,
  expectShape,
  type ToolViews,
} from '../common/tool-views.tsx';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CommentList, CommentThreads } from './comment-threads.tsx';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { AttributeTable, ListTable, ObjectTable, OptionList } from './data-model-tables.tsx';
import { EntryTable } from './entry-table.tsx';
import { MemberList } from './member-list.tsx';
import { NoteList } from './note-list.tsx';
import { RecordCard } from './record-card.tsx';
import { RecordTable } from './record-table.tsx';
import { TaskList } from './task-list.tsx';
import { TokenInfoCard } from './token-info-card.tsx';
import { ValueHistory } from './value-history.tsx';
import { WebhookTable } from './webhook-table.tsx';

type CrmToolName = ConnectorToolName<'crm'>;

/** The service's error body, told apart from every tool's answer by its `status_code`. */
function isCrmError(data: unknown): data is CrmError {
  return (
    isRecord(data) && isNumber(data.status_code) && isString(data.code) && isString(data.message)
  );
}

/*
 * Items tell their kind by their id object (`record_id`, `task_id` …). A view checks it, so a body
 * of another kind shows as JSON instead of, say, notes read as tasks with every field empty.
 */
function idOf(item: unknown, key: string): unknown {
  return isRecord(item) && isRecord(item.id) ? item.id[key] : undefined;
}

function one<Item>(data: { data: Item }, idKey: string): Item {
  expectShape(isString(idOf(data.data, idKey)), `one item with an id.${idKey}`);
  return data.data;
}

function many<Item>(data: { data: readonly Item[] }, idKey: string): readonly Item[] {
  expectShape(
    Array.isArray(data.data) && data.data.every((item) => isString(idOf(item, idKey))),
    `a list of items with an id.${idKey}`,
  );
  return data.data;
}

/** A list, or "No results." for an empty one. */
function list<Item>(items: readonly Item[], render: (items: readonly Item[]) => ReactNode) {
  return items.length === 0 ? <EmptyResult /> : render(items);
}

function Deleted() {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return <EmptyResult>{strings.deleted}</EmptyResult>;
}

const deleted = () => <Deleted />;
const asJson = (data: unknown) => <JsonFallback data={data} />;

const oneRecord = (data: ToolResult<'crm_get_record'>) => (
  <RecordCard record={one(data, 'record_id')} />
);
const manyRecords = (data: ToolResult<'crm_list_records'>) =>
  list(many(data, 'record_id'), (records) => <RecordTable records={records} />);

/** The view of each crm tool's result (docs/connectors.md §4.2). */
const CRM_VIEWS = {
  crm_create_person: oneRecord,
  crm_list_people: manyRecords,
  crm_get_person: oneRecord,
  crm_delete_person: deleted,
  crm_create_company: oneRecord,
  crm_list_companies: manyRecords,
  crm_get_company: oneRecord,
  crm_delete_company: deleted,
  crm_create_deal: oneRecord,
  crm_list_deals: manyRecords,
  crm_get_deal: oneRecord,
  crm_delete_deal: deleted,
  crm_create_record: oneRecord,
  crm_list_records: manyRecords,
  crm_search_records: manyRecords,
  crm_get_record: oneRecord,
  crm_delete_record: deleted,
  crm_get_workspace_record: oneRecord,
  crm_list_workspace_records: manyRecords,
  crm_delete_workspace_record: deleted,
  crm_list_user_records: manyRecords,
  crm_delete_user_record: deleted,
  crm_get_record_attribute_values: (data) =>
    list(data.data, (values) => <ValueHistory values={values} />),
  crm_create_task: (data) => <TaskList tasks={[one(data, 'task_id')]} />,
  crm_list_tasks: (data) => list(many(data, 'task_id'), (tasks) => <TaskList tasks={tasks} />),
  crm_get_task: (data) => <TaskList tasks={[one(data, 'task_id')]} />,
  crm_delete_task: deleted,
  crm_create_note: (data) => <NoteList notes={[one(data, 'note_id')]} />,
  crm_list_notes: (data) => list(many(data, 'note_id'), (notes) => <NoteList notes={notes} />),
  crm_get_note: (data) => <NoteList notes={[one(data, 'note_id')]} />,
  crm_delete_note: deleted,
  crm_create_comment: (data) => <CommentList comments={[one(data, 'comment_id')]} />,
  crm_get_comment: (data) => <CommentList comments={[one(data, 'comment_id')]} />,
  crm_delete_comment: deleted,
  crm_list_threads: (data) =>
    list(many(data, 'thread_id'), (threads) => <CommentThreads threads={threads} />),
  crm_list_lists: (data) => list(many(data, 'list_id'), (lists) => <ListTable lists={lists} />),
  crm_create_list: (data) => <ListTable lists={[one(data, 'list_id')]} />,
  crm_get_list: (data) => <ListTable lists={[one(data, 'list_id')]} />,
  crm_list_entries: (data) =>
    list(many(data, 'entry_id'), (entries) => <EntryTable entries={entries} />),
  crm_get_list_entry: (data) => <EntryTable entries={[one(data, 'entry_id')]} />,
  crm_add_to_list: (data) => <EntryTable entries={[one(data, 'entry_id')]} />,
  crm_remove_from_list: deleted,
  // Which lists a record is in: ids and dates only, readable enough as data.
  crm_list_record_entries: asJson,
  crm_list_objects: (data) =>
    list(many(data, 'object_id'), (objects) => <ObjectTable objects={objects} />),
  crm_get_object: (data) => <ObjectTable objects={[one(data, 'object_id')]} />,
  crm_create_object: (data) => <ObjectTable objects={[one(data, 'object_id')]} />,
  crm_list_attributes: (data) =>
    list(many(data, 'attribute_id'), (attributes) => <AttributeTable attributes={attributes} />),
  crm_get_attribute: (data) => <AttributeTable attributes={[one(data, 'attribute_id')]} />,
  crm_create_attribute: (data) => <AttributeTable attributes={[one(data, 'attribute_id')]} />,
  crm_list_attribute_options: (data) =>
    list(many(data, 'option_id'), (options) => <OptionList options={options} />),
  crm_list_attribute_statuses: (data) =>
    list(many(data, 'status_id'), (statuses) => <OptionList options={statuses} />),
  crm_list_workspace_members: (data) =>
    list(many(data, 'workspace_member_id'), (members) => <MemberList members={members} />),
  crm_get_workspace_member: (data) => <MemberList members={[one(data, 'workspace_member_id')]} />,
  crm_list_webhooks: (data) =>
    list(many(data, 'webhook_id'), (webhooks) => <WebhookTable webhooks={webhooks} />),
  crm_get_webhook: (data) => <WebhookTable webhooks={[one(data, 'webhook_id')]} />,
  crm_delete_webhook: deleted,
  // Meetings have no view of their own yet.
  crm_list_meetings: asJson,
  crm_get_current_token_info: (data) => {
    expectShape(typeof data.active === 'boolean', 'token info');
    return <TokenInfoCard info={data} />;
  },
} satisfies ToolViews<CrmToolName>;

/**
 * Any CRM tool's result (docs/connectors.md §4.2, docs/tool-results.md §"crm") in the view for its
 * tool: records with typed values (a card for one, a table for many), tasks, notes, comment
 * threads, lists and entries, objects, attributes and options, members, webhooks and token info;
 * deletions answer an empty body, shown as done; error bodies show as an alert. A tool the viewer
 * does not know, or a body its view cannot show, shows as JSON.
 *
 * @example
 * ```tsx
 * import { CrmViewer } from '@plugboard/ui/viewers/crm';
 *
 * <CrmViewer tool="crm_list_people" data={response.data} />
 * ```
 */
export function CrmViewer({ tool, data }: ToolResultViewProps) {
  if (isCrmError(data)) {
    return <ResultError message={data.message} code={data.code} status={data.status_code} />;
  }
  return <ConnectorView views={CRM_VIEWS} tool={tool} data={data} />;
}
