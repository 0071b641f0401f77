import type { ReactNode } from 'react';
import { EmptyResult } from '../shared/empty-result.tsx';
import { arrayOf, type Guard, isRecord } from '../shared/guards.ts';
import { JsonFallback } from '../shared/json-fallback.tsx';
import { ResultError } from '../shared/result-error.tsx';
import type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
import { useViewerStrings } from '../shared/viewer-strings.ts';
import { CommentList, CommentThreads } from './comment-threads.tsx';
import {
  isAttribute,
  isAttributeValue,
  isComment,
  isCrmError,
  isCrmList,
  isCrmObject,
  isCrmRecord,
  isEntry,
  isMember,
  isNote,
  isOption,
  isTask,
  isThread,
  isTokenInfo,
  isWebhook,
} from './crm-shapes.ts';
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

/** A view for items of one kind, with the guard that recognises them. */
interface ItemView<T> {
  is: Guard<T>;
  render: (items: readonly T[], single: boolean) => ReactNode;
}

function view<T>(is: Guard<T>, render: ItemView<T>['render']): ItemView<unknown> {
  return { is, render } as ItemView<unknown>;
}

/*
 * Items tell their kind by their id object (`record_id`, `entry_id` …), so the order matters only
 * where one kind's fields include another's: entries and attributes before records and objects.
 */
const VIEWS: ReadonlyArray<ItemView<unknown>> = [
  view(isEntry, (entries) => <EntryTable entries={entries} />),
  view(isAttribute, (attributes) => <AttributeTable attributes={attributes} />),
  view(isCrmRecord, (records, single) =>
    single && records[0] ? <RecordCard record={records[0]} /> : <RecordTable records={records} />,
  ),
  view(isTask, (tasks) => <TaskList tasks={tasks} />),
  view(isNote, (notes) => <NoteList notes={notes} />),
  view(isThread, (threads) => <CommentThreads threads={threads} />),
  view(isComment, (comments) => <CommentList comments={comments} />),
  view(isMember, (members) => <MemberList members={members} />),
  view(isWebhook, (webhooks) => <WebhookTable webhooks={webhooks} />),
  view(isCrmList, (lists) => <ListTable lists={lists} />),
  view(isCrmObject, (objects) => <ObjectTable objects={objects} />),
  view(isAttributeValue, (values) => <ValueHistory values={values} />),
  view(isOption, (options) => <OptionList options={options} />),
];

function itemsView(items: readonly unknown[], single: boolean): ReactNode {
  for (const candidate of VIEWS) {
    if (arrayOf(candidate.is)(items)) return candidate.render(items, single);
  }
  return undefined;
}

/**
 * Any CRM tool's result (docs/connectors.md §4.2, docs/result-shapes.md crm) in the viewer for its
 * shape: records with typed values (a card for one, a table for many), tasks, notes, comment
 * threads, lists and entries, objects, attributes and options, members, webhooks, token info and
 * error bodies. Deletions answer an empty body, shown as done. Anything else shows as JSON.
 *
 * @example
 * ```tsx
 * import { CrmResult } from '@plugboard/ui/viewers/crm';
 *
 * <CrmResult tool="crm_list_people" data={response.data} />
 * ```
 */
export function CrmResult({ data }: ToolViewerProps) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  if (isCrmError(data)) {
    return <ResultError message={data.message} code={data.code} status={data.status_code} />;
  }
  if (isTokenInfo(data)) return <TokenInfoCard info={data} />;
  if (isRecord(data) && Object.keys(data).length === 0) {
    return <EmptyResult>{strings.deleted}</EmptyResult>;
  }
  if (isRecord(data) && Array.isArray(data.data)) {
    if (data.data.length === 0) return <EmptyResult />;
    const rendered = itemsView(data.data, false);
    if (rendered !== undefined) return rendered;
  } else if (isRecord(data) && isRecord(data.data)) {
    const rendered = itemsView([data.data], true);
    if (rendered !== undefined) return rendered;
  }
  return <JsonFallback data={data} />;
}
