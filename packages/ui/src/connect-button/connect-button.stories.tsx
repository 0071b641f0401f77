import { PlugboardError } from '@plugboard/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONNECTOR_NAMES } from '../shared/connector-names.ts';
import { fixtureAccount } from '../stories/fixture-bff.ts';
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
function inState(state: Pick<ConnectButtonViewProps, 'status' | 'error' | 'account'>) {
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
  render: inState({ status: 'opening' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening…' })).toBeDisabled();
  },
};

export const Waiting: Story = {
  render: inState({ status: 'waiting' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Waiting for Docs…' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Finish connecting in the Docs window.',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Connected: Story = {
  render: inState({ status: 'connected', account: fixtureAccount() }),
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
