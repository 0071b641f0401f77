import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { slugConflict } from '../errors.ts';
import { checkApiSlug } from '../model/api-slug.ts';
import { findObject } from '../model/lookup.ts';
import type { CrmObject, CrmWorkspace } from '../store.ts';
import { systemAttributes } from './attributes.ts';

/** docs/tool-results.md Object. */
function renderObject(workspace: CrmWorkspace, object: CrmObject): ToolData {
  const { id, ...fields } = object;
  return { id: { workspace_id: workspace.workspaceId, object_id: id }, ...fields };
}

/** crm_list_objects: the standard objects and the custom ones. */
export async function listObjects(
  _params: ToolParams<'crm_list_objects'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const objects = await workspace.objects.all();
  return { data: objects.map((object) => renderObject(workspace, object)) };
}

/** crm_get_object: by slug or id. */
export async function getObject(
  params: ToolParams<'crm_get_object'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderObject(workspace, await findObject(workspace, params.object)) };
}

/** crm_create_object: a custom object; it starts with the system attributes only. */
export async function createObject(
  params: ToolParams<'crm_create_object'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  checkApiSlug(params.api_slug);
  const existing = await workspace.objects.all();
  if (existing.some((object) => object.api_slug === params.api_slug)) {
    throw slugConflict(`An object with api_slug "${params.api_slug}" already exists.`);
  }
  const object = await workspace.objects.insert({
    id: randomUUID(),
    api_slug: params.api_slug,
    singular_noun: params.singular_noun,
    plural_noun: params.plural_noun,
    created_at: workspace.now,
  });
  for (const attribute of systemAttributes(
    { type: 'object', object_id: object.id },
    workspace.now,
  )) {
    await workspace.attributes.insert(attribute);
  }
  return { data: renderObject(workspace, object) };
}
