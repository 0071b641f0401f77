'use client';

import { DataTable } from '../common/data-table.tsx';
import type { CrmWebhook } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';

const TONES: Readonly<Record<string, string>> = {
  active: 'success',
  degraded: 'warning',
  inactive: 'neutral',
};

/** Webhooks (crm_list_webhooks, _get_webhook): where they post, their state and events. */
export function WebhookTable({ webhooks }: { webhooks: readonly CrmWebhook[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <div className="pb-viewer" data-viewer="crm-webhooks">
      <DataTable
        label={strings.webhookCount(webhooks.length)}
        columns={[
          {
            key: 'url',
            header: strings.targetUrlColumn,
            cell: (webhook) => <code>{webhook.target_url}</code>,
          },
          {
            key: 'status',
            header: strings.statusColumn,
            cell: (webhook) => (
              <span className="pb-tag" data-tone={TONES[webhook.status] ?? 'neutral'}>
                {webhook.status}
              </span>
            ),
          },
          {
            key: 'events',
            header: strings.eventsColumn,
            cell: (webhook) => webhook.subscriptions.map((event) => event.event_type).join(', '),
          },
        ]}
        rows={webhooks}
        rowKey={(webhook) => webhook.id.webhook_id}
      />
    </div>
  );
}
