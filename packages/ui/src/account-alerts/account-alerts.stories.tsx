import { PlugboardError } from '@plugboard/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConnectProgress } from '../common/connect-status-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { AccountAlertNotice } from './account-alert-notice.tsx';
import type { AccountAlert } from './account-alert-state.ts';
import { AccountAlerts } from './account-alerts.tsx';

const meta: Meta<typeof AccountAlerts> = {
  title: 'Plugboard/AccountAlerts',
  component: AccountAlerts,
  decorators: [withFixtureBff],
};
export default meta;

type Story = StoryObj<typeof AccountAlerts>;

const ACME = { organization_id: 'org_1', organization_name: 'Acme' };

interface AlertsProps {
  alerts: { alert: AccountAlert; canConnect?: boolean; progress?: ConnectProgress }[];
}

/** Notices as the stream's events leave them, shown without a stream. */
function Alerts({ alerts }: AlertsProps) {
  const { strings } = usePlugboardUi();
  return (
    <section className="pb-alerts" aria-label={strings.accountAlertsLabel} aria-live="polite">
      {alerts.map(({ alert, canConnect = true, progress = { status: 'idle' } }) => (
        <AccountAlertNotice
          key={alert.id}
          alert={alert}
          canConnect={canConnect}
          progress={progress}
          onConnect={() => {}}
          onCancel={() => {}}
          onDismiss={() => {}}
        />
      ))}
    </section>
  );
}

const withAlerts = (alerts: AlertsProps['alerts']) => () => <Alerts alerts={alerts} />;

const crmExpired: AccountAlert = {
  id: 'ca_crm',
  connector: 'crm',
  shared: null,
  status: 'EXPIRED',
};

/** No account broke since the page opened: nothing shows, the live region waits. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account notices' })).toBeEmptyDOMElement();
  },
};

export const Expired: Story = {
  render: withAlerts([{ alert: crmExpired }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your CRM connection expired.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Dismiss the CRM notice' })).toBeEnabled();
  },
};

export const Revoked: Story = {
  render: withAlerts([
    { alert: { id: 'ca_docs', connector: 'docsapp', shared: null, status: 'REVOKED' } },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your Docs connection stopped working: Access revoked.'),
    ).toBeVisible();
  },
};

/** The organization's account, for a member who may not reconnect it: who can, and no button. */
export const SharedForAMember: Story = {
  render: withAlerts([
    {
      alert: { id: 'ca_lib', connector: 'doclib', shared: ACME, status: 'EXPIRED' },
      canConnect: false,
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Acme’s Document library connection stopped working. Its administrators can reconnect it.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  },
};

/** The same account for one of the organization's administrators: they may reconnect it. */
export const SharedForAnAdministrator: Story = {
  render: withAlerts([
    { alert: { id: 'ca_lib', connector: 'doclib', shared: ACME, status: 'EXPIRED' } },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  },
};

export const Reconnecting: Story = {
  render: withAlerts([{ alert: crmExpired, progress: { status: 'pending', isWaiting: true } }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Waiting for CRM…' })).toBeDisabled();
  },
};

export const ReconnectFailed: Story = {
  render: withAlerts([
    {
      alert: crmExpired,
      progress: {
        status: 'error',
        error: new PlugboardError(
          'UPSTREAM_UNAVAILABLE',
          'The hosted service did not answer.',
          503,
        ),
      },
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Several accounts broke: one notice each, the longest labels wrapping inside. */
export const Several: Story = {
  render: withAlerts([
    { alert: crmExpired },
    { alert: { id: 'ca_wh', connector: 'warehouse', shared: null, status: 'ERROR' } },
    { alert: { id: 'ca_lib', connector: 'doclib', shared: null, status: 'DISCONNECTED' } },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Reconnect' })).toHaveLength(3);
  },
};
