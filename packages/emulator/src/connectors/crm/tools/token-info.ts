import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { findMember } from '../model/lookup.ts';
import { type CrmWorkspace, SELF_MEMBER_ID } from '../store.ts';

/** What a token may do when the account's credentials name no scopes. */
const DEFAULT_SCOPES = [
  'record_permission:read-write',
  'object_configuration:read-write',
  'list_entry:read-write',
  'list_configuration:read-write',
  'note:read-write',
  'task:read-write',
  'comment:read-write',
  'user_management:read',
  'webhook:read-write',
  'meeting:read',
];

/**
 * crm_get_current_token_info: the service's own flat fields (docs/tool-results.md Token info) and the
 * catalog's `workspace`, `actor` and `scopes` (docs/connectors.md §4.2). The token acts for the
 * member who connected the account, with the scopes the account was granted; the workspace's name
 * is the account's own (the BFF shows it as the account's name).
 */
export async function getCurrentTokenInfo(
  _params: ToolParams<'crm_get_current_token_info'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const member = await findMember(workspace, SELF_MEMBER_ID);
  const details = workspace.account.authorization_details;
  const granted =
    details !== null && 'oauth_token' in details ? details.oauth_token.scopes : undefined;
  const scopes = granted ?? DEFAULT_SCOPES;
  return {
    active: true,
    scope: scopes.join(' '),
    token_type: 'Bearer',
    workspace_id: workspace.workspaceId,
    workspace_name: workspace.profile.name,
    workspace_slug: workspace.profile.slug,
    workspace_logo_url: null,
    authorized_by_workspace_member_id: member.id,
    workspace: { id: workspace.workspaceId, name: workspace.profile.name },
    actor: {
      type: 'workspace-member',
      id: member.id,
      name: `${member.first_name} ${member.last_name}`.trim(),
      email: member.email_address,
    },
    scopes,
  };
}
