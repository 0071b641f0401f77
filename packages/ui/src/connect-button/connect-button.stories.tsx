import { PlugboardError } from '@plugboard/react';
import { CONNECTOR_NAMES } from '@plugboard/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_ORGANIZATION, fixtureAccount } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { ConnectButton, type ConnectButtonProps } from './connect-button.tsx';
import { ConnectButtonView, type ConnectButtonViewProps } from './connect-button-view.tsx';

const meta: Meta<typeof ConnectButton> = {
  title: 'Plugboard/ConnectButton',
  component: ConnectButton,
  decorators: [withFixtureBff],
  args: { connector: 'docsapp' },
};
export default meta;

type Story = StoryObj<typeof ConnectButton>;

/** The states after a click, shown without opening a real popup. */
function inState(
  state: Pick<
    ConnectButtonViewProps,
    'status' | 'isWaiting' | 'error' | 'account' | 'accountName' | 'link' | 'connected'
  >,
) {
  return (args: ConnectButtonProps) => (
    <ConnectButtonView
      name={CONNECTOR_NAMES[args.connector]}
      label={args.label}
      className={args.className}
      onConnect={() => {}}
      onCancel={() => {}}
      {...state}
    />
  );
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Connect Docs' })).toBeEnabled();
  },
};

export const CustomLabel: Story = {
  args: { connector: 'crm', label: 'Add your CRM' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add your CRM' })).toBeEnabled();
  },
};

export const Opening: Story = {
  render: inState({ status: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening…' })).toBeDisabled();
  },
};

export const Waiting: Story = {
  render: inState({ status: 'pending', isWaiting: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Waiting for Docs…' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Finish connecting in the Docs window.',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** No popup could open and the page stays (`fallback="link"`): the link to open or copy. */
export const LinkFallback: Story = {
  render: inState({
    status: 'pending',
    isWaiting: true,
    link: 'https://auth.example.com/authorize?request=ar_story',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/kept the Docs window from opening/);
    await expect(canvas.getByRole('textbox', { name: 'Link to connect Docs' })).toHaveValue(
      'https://auth.example.com/authorize?request=ar_story',
    );
    await expect(canvas.getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

export const Connected: Story = {
  render: inState({ status: 'success', account: fixtureAccount(), accountName: 'ada@example.com' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Docs is connected as ada@example.com.',
    );
  },
};

export const Failed: Story = {
  render: inState({
    status: 'error',
    error: new PlugboardError(
      'VERIFY_FAILED',
      'This connection link was already used or belongs to another user. Start connecting again.',
      400,
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/already used/);
  },
};

/** The user has one Docs account: the button says which, and adds another. */
export const HasAccount: Story = {
  parameters: { plugboard: { accounts: [fixtureAccount({ label: 'Work Docs' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Add another Docs account' }),
    ).toBeEnabled();
    await expect(canvas.getByText('Docs is connected as Work Docs.')).toBeVisible();
  },
};

/** Two Docs accounts, the second the default; it has no name of its own yet. */
export const TwoAccounts: Story = {
  parameters: {
    plugboard: {
      accounts: [
        fixtureAccount({ id: 'ca_docs1', is_default: false }),
        fixtureAccount({
          id: 'ca_docs2',
          identifier: 'ada@example.com#k3j4h5g6',
          profile_name: null,
          ordinal: 2,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('2 Docs accounts are connected; Docs 2 is the default.'),
    ).toBeVisible();
  },
};

/** Adding one more past the connector's limit: the message says to disconnect one first. */
export const LimitReached: Story = {
  render: inState({
    status: 'error',
    connected: { count: 10, defaultName: 'Work Docs' },
    error: new PlugboardError(
      'ACCOUNT_LIMIT_REACHED',
      'You have 10 Docs accounts, the most this app allows. Disconnect one to add another.',
      409,
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Disconnect one to add another/);
    await expect(canvas.getByRole('button', { name: 'Add another Docs account' })).toBeEnabled();
  },
};

const memberOf = {
  by: FIXTURE_ORGANIZATION,
  connectors: ['warehouse'],
  canConnect: false,
} as const;

/** An organization's connector, for a member: no button that could only fail; who connects it. */
export const OrganizationNotConnected: Story = {
  args: { connector: 'warehouse' },
  parameters: { plugboard: { organization: memberOf } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Acme Corporation’s administrators connect it; not connected yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The same, once the organization's administrators connected it. */
export const OrganizationConnected: Story = {
  args: { connector: 'warehouse' },
  parameters: {
    plugboard: {
      organization: memberOf,
      accounts: [
        fixtureAccount({
          id: 'ca_fixture_warehouse',
          connector: 'warehouse',
          identifier: 'organization:org_fixture',
          shared: FIXTURE_ORGANIZATION,
          can_disconnect: false,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Connected by Acme Corporation’s administrators.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
