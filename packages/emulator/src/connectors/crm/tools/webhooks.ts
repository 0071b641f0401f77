import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { notFound } from '../errors.ts';
import type { CrmWorkspace, Webhook } from '../store.ts';

/** The crm's webhook: `{id: {workspace_id, webhook_id}, target_url, subscriptions, status, …}`. */
function renderWebhook(workspace: CrmWorkspace, webhook: Webhook): ToolData {
  const { id, ...fields } = webhook;
  return { id: { workspace_id: workspace.workspaceId, webhook_id: id }, ...fields };
}

async function findWebhook(workspace: CrmWorkspace, webhookId: string): Promise<Webhook> {
  const webhook = await workspace.webhooks.get(webhookId);
  if (webhook === undefined) throw notFound(`Webhook with ID "${webhookId}" not found.`);
  return webhook;
}

/** crm_list_webhooks */
export async function listWebhooks(
  params: ToolParams<'crm_list_webhooks'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const offset = params.offset ?? 0;
  const webhooks = (await workspace.webhooks.all()).slice(
    offset,
    params.limit === undefined ? undefined : offset + params.limit,
  );
  return { data: webhooks.map((webhook) => renderWebhook(workspace, webhook)) };
}

/** crm_get_webhook */
export async function getWebhook(
  params: ToolParams<'crm_get_webhook'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  return { data: renderWebhook(workspace, await findWebhook(workspace, params.webhook_id)) };
}

/** crm_delete_webhook: permanent. */
export async function deleteWebhook(
  params: ToolParams<'crm_delete_webhook'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  await workspace.webhooks.delete((await findWebhook(workspace, params.webhook_id)).id);
  return {};
}
