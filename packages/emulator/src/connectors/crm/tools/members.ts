import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { findMember } from '../model/lookup.ts';
import type { CrmWorkspace, Member } from '../store.ts';

/** The crm's workspace member: `{id: {workspace_id, workspace_member_id}, first_name, …}`. */
function renderMember(workspace: CrmWorkspace, member: Member): ToolData {
  const { id, ...fields } = member;
  return { id: { workspace_id: workspace.workspaceId, workspace_member_id: id }, ...fields };
}

/** crm_list_workspace_members: all of them unless `limit` and `offset` say otherwise. */
export async function listWorkspaceMembers(
  params: ToolParams<'crm_list_workspace_members'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const offset = params.offset ?? 0;
  const members = (await workspace.members.all()).slice(
    offset,
    params.limit === undefined ? undefined : offset + params.limit,
  );
  return { data: members.map((member) => renderMember(workspace, member)) };
}

/** crm_get_workspace_member */
export async function getWorkspaceMember(
  params: ToolParams<'crm_get_workspace_member'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderMember(workspace, await findMember(workspace, params.workspace_member_id)) };
}
