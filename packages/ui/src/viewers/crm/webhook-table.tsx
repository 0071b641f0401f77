import { DataTable } from '../shared/data-table.tsx';
import type { Webhook } from './crm-shapes.ts';

const TONES: Readonly<Record<string, string>> = {
  active: 'success',
  degraded: 'warning',
  inactive: 'neutral',
};

/** Webhooks (crm_list_webhooks, _get_webhook): where they post, their state and events. */
export function WebhookTable({ webhooks }: { webhooks: readonly Webhook[] }) {
  return (
    <div className="pb-viewer" data-viewer="crm-webhooks">
      <DataTable
        label={`${webhooks.length} ${webhooks.length === 1 ? 'webhook' : 'webhooks'}`}
        columns={[
          {
            key: 'url',
            header: 'Target URL',
            cell: (webhook) => <code>{webhook.target_url}</code>,
          },
          {
            key: 'status',
            header: 'Status',
            cell: (webhook) => (
              <span className="pb-tag" data-tone={TONES[webhook.status] ?? 'neutral'}>
                {webhook.status}
              </span>
            ),
          },
          {
            key: 'events',
            header: 'Events',
            cell: (webhook) => webhook.subscriptions.map((event) => event.event_type).join(', '),
          },
        ]}
        rows={webhooks}
        rowKey={(webhook) => webhook.id.webhook_id}
      />
    </div>
  );
}
