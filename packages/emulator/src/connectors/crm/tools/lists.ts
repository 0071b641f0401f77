import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { slugConflict } from '../errors.ts';
import { checkApiSlug } from '../model/api-slug.ts';
import { findList, findMember, findObject, findRecord } from '../model/lookup.ts';
import type { CrmList, CrmWorkspace } from '../store.ts';

/** docs/tool-results.md-style list: `{id: {workspace_id, list_id}, api_slug, name, parent_object, …}`. */
function renderList(workspace: CrmWorkspace, list: CrmList): ToolData {
  const { id, ...fields } = list;
  return { id: { workspace_id: workspace.workspaceId, list_id: id }, ...fields };
}

/** crm_list_lists: every list, or the lists a record has entries in. */
export async function listLists(
  params: ToolParams<'crm_list_lists'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  let lists = await workspace.lists.all();
  if (params.parent_object !== undefined && params.parent_record_id !== undefined) {
    const object = await findObject(workspace, params.parent_object);
    const record = await findRecord(workspace, object, params.parent_record_id);
    const entries = (await workspace.entries.all()).filter(
      (entry) => entry.parent_record_id === record.id,
    );
    lists = lists.filter((list) => entries.some((entry) => entry.list_id === list.id));
  }
  return { data: lists.map((list) => renderList(workspace, list)) };
}

/** crm_get_list: by slug or id. */
export async function getList(
  params: ToolParams<'crm_get_list'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderList(workspace, await findList(workspace, params.list)) };
}

/**
 * crm_create_list: a list with its access settings. The tool names no parent object, so the list
 * takes records of any object.
 */
export async function createList(
  params: ToolParams<'crm_create_list'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  checkApiSlug(params.api_slug);
  if ((await workspace.lists.all()).some((list) => list.api_slug === params.api_slug)) {
    throw slugConflict(`A list with api_slug "${params.api_slug}" already exists.`);
  }
  for (const access of params.workspace_member_access) {
    await findMember(workspace, access.workspace_member_id);
  }
  const list = await workspace.lists.insert({
    id: randomUUID(),
    api_slug: params.api_slug,
    name: params.name,
    parent_object: [],
    workspace_access: params.workspace_access,
    workspace_member_access: params.workspace_member_access,
    created_by_actor: workspace.actor,
    created_at: workspace.now,
  });
  return { data: renderList(workspace, list) };
}
