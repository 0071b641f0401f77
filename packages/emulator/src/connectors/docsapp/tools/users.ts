import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import type { DocsappWorkspace } from '../store.ts';
import { listPage } from './pagination.ts';

/** docsapp_user_list: the people and bots of the workspace (docs/tool-results.md User). */
export async function listUsers(
  params: ToolParams<'docsapp_user_list'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const users = await workspace.users.all();
  return listPage(users, params, 'user', (user) => ({ object: 'user', ...user }));
}
