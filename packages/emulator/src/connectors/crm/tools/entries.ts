import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { invalid, notFound } from '../errors.ts';
import { attributesOf, findEntry, findList, findObject, findRecord } from '../model/lookup.ts';
import { runListQuery } from '../model/query.ts';
import {
  activeValues,
  checkRequired,
  checkUnique,
  renderValues,
  writeValues,
} from '../model/values.ts';
import type { Attribute, CrmList, CrmWorkspace, Entry } from '../store.ts';
import { saveGrownAttributes } from './records.ts';

function listParent(list: CrmList) {
  return { type: 'list', list_id: list.id } as const;
}

/** docs/tool-results.md List entry: every list attribute, with its values in effect. */
function renderEntry(
  workspace: CrmWorkspace,
  attributes: readonly Attribute[],
  entry: Entry,
): ToolData {
  return {
    id: { workspace_id: workspace.workspaceId, list_id: entry.list_id, entry_id: entry.id },
    parent_record_id: entry.parent_record_id,
    parent_object: entry.parent_object,
    created_at: entry.created_at,
    entry_values: Object.fromEntries(
      attributes.map((attribute) => [
        attribute.api_slug,
        renderValues(activeValues(entry.entry_values[attribute.api_slug])),
      ]),
    ),
  };
}

/**
 * A new entry of `list` for the record `recordId`: docs/connectors.md §4.2, always a new entry,
 * even when the record is in the list already.
 */
export async function insertEntry(
  workspace: CrmWorkspace,
  list: CrmList,
  recordId: string,
  input: Record<string, unknown[]>,
  id: string = randomUUID(),
): Promise<Entry> {
  const record = await workspace.records.get(recordId);
  const objects = await workspace.objects.all();
  const object = objects.find((candidate) => candidate.id === record?.object_id);
  if (record === undefined || object === undefined)
    throw notFound(`Record with ID "${recordId}" not found.`);
  if (list.parent_object.length > 0 && !list.parent_object.includes(object.api_slug)) {
    throw invalid(
      `List "${list.api_slug}" holds records of ${list.parent_object.join(', ')}, not of ${object.api_slug}.`,
    );
  }
  const attributes = await attributesOf(workspace, listParent(list));
  const written = await writeValues(workspace, attributes, input, 'entry_values');
  checkRequired(attributes, written.values);
  const others = (await workspace.entries.all())
    .filter((entry) => entry.list_id === list.id)
    .map((entry) => ({ id: entry.id, values: entry.entry_values }));
  checkUnique(attributes, written.values, others);
  await saveGrownAttributes(workspace, attributes, written.attributes);
  return workspace.entries.insert({
    id,
    list_id: list.id,
    parent_record_id: record.id,
    parent_object: object.api_slug,
    created_at: workspace.now,
    entry_values: written.values,
  });
}

/** crm_add_to_list: answers the new entry (its `id.entry_id` is what remove_from_list takes). */
export async function addToList(
  params: ToolParams<'crm_add_to_list'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const list = await findList(workspace, params.list);
  const entry = await insertEntry(workspace, list, params.record_id, params.entry_values ?? {});
  return { data: renderEntry(workspace, await attributesOf(workspace, listParent(list)), entry) };
}

/** crm_remove_from_list: the entry and its comment threads go; the record stays. */
export async function removeFromList(
  params: ToolParams<'crm_remove_from_list'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const list = await findList(workspace, params.list);
  const entry = await findEntry(workspace, list, params.entry_id);
  await workspace.entries.delete(entry.id);
  for (const comment of await workspace.comments.all()) {
    if (comment.entry?.entry_id === entry.id) await workspace.comments.delete(comment.id);
  }
  return {};
}

/** crm_list_entries: a list's entries, with filter, sorts, limit and offset on entry values. */
export async function listEntries(
  params: ToolParams<'crm_list_entries'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const list = await findList(workspace, params.list);
  const attributes = await attributesOf(workspace, listParent(list));
  const entries = (await workspace.entries.all()).filter((entry) => entry.list_id === list.id);
  const found = runListQuery(entries, (entry) => entry.entry_values, attributes, params);
  return { data: found.map((entry) => renderEntry(workspace, attributes, entry)) };
}

/** crm_get_list_entry */
export async function getListEntry(
  params: ToolParams<'crm_get_list_entry'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const list = await findList(workspace, params.list);
  const entry = await findEntry(workspace, list, params.entry_id);
  return { data: renderEntry(workspace, await attributesOf(workspace, listParent(list)), entry) };
}

/** crm_list_record_entries: which lists a record is in, one item per entry. */
export async function listRecordEntries(
  params: ToolParams<'crm_list_record_entries'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const object = await findObject(workspace, params.object);
  const record = await findRecord(workspace, object, params.record_id);
  const lists = await workspace.lists.all();
  const entries = (await workspace.entries.all()).filter(
    (entry) => entry.parent_record_id === record.id,
  );
  return {
    data: entries.map((entry) => ({
      list_id: entry.list_id,
      list_api_slug: lists.find((list) => list.id === entry.list_id)?.api_slug ?? null,
      entry_id: entry.id,
      created_at: entry.created_at,
    })),
  };
}
