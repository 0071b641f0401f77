import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectButton } from '../connect-button/connect-button.tsx';
import { ConnectedAccountsList } from '../connected-accounts-list/connected-accounts-list.tsx';
import { fixtureAccount } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { PlugboardUiProvider } from './plugboard-ui-provider.tsx';

/** Theming and localization: one provider restyles and translates every component below it. */
const meta: Meta<typeof PlugboardUiProvider> = {
  title: 'Plugboard/PlugboardUiProvider',
  component: PlugboardUiProvider,
  decorators: [withFixtureBff],
  parameters: {
    layout: 'padded',
    plugboard: {
      accounts: [
        fixtureAccount({ id: 'ca_docs', connector: 'docsapp' }),
        fixtureAccount({ id: 'ca_crm', connector: 'crm', status: 'EXPIRED' }),
      ],
    },
  },
  render: (args) => (
    <PlugboardUiProvider {...args}>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <ConnectButton connector="video" />
        <ConnectedAccountsList />
      </div>
    </PlugboardUiProvider>
  ),
};
export default meta;

type Story = StoryObj<typeof PlugboardUiProvider>;

export const Dark: Story = {
  args: { appearance: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    for (const root of canvasElement.querySelectorAll('.pb-connect, .pb-accounts')) {
      await expect(root).toHaveAttribute('data-theme', 'dark');
    }
  },
};

export const BrandVariables: Story = {
  args: {
    appearance: {
      variables: {
        'color-primary': '#0f766e',
        'color-primary-hover': '#115e59',
        radius: '2px',
        'radius-small': '2px',
        font: 'Georgia, serif',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('button', { name: 'Connect Video' }).closest('.pb-connect');
    await expect(root).toHaveStyle({ '--pb-color-primary': '#0f766e' });
  },
};

export const Localized: Story = {
  args: {
    localization: {
      connectLabel: (name) => `${name} verbinden`,
      connectorNames: { docsapp: 'Dokumente', video: 'Videos' },
      accountStatus: { ACTIVE: 'Aktiv', EXPIRED: 'Abgelaufen' },
      reconnect: 'Neu verbinden',
      repairAccount: (action, name, identifier) => `${action}: ${name} (${identifier})`,
      disconnect: 'Trennen',
      disconnectAccount: (name, identifier) => `${name} trennen (${identifier})`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Videos verbinden' })).toBeEnabled();
    await expect(await canvas.findByText('Abgelaufen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Neu verbinden: CRM/ })).toBeEnabled();
  },
};
