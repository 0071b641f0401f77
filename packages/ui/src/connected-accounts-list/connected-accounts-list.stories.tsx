import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureBffOptions, fixtureAccount } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { ConnectedAccountsList } from './connected-accounts-list.tsx';

const meta: Meta<typeof ConnectedAccountsList> = {
  title: 'Plugboard/ConnectedAccountsList',
  component: ConnectedAccountsList,
  decorators: [withFixtureBff],
  // The list takes its container's width, as on a settings page.
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ConnectedAccountsList>;

const bff = (plugboard: FixtureBffOptions) => ({ plugboard });

export const Loading: Story = {
  parameters: bff({ pending: ['accounts'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading connected accounts…');
  },
};

export const Empty: Story = {
  parameters: bff({ accounts: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No connected accounts yet.')).toBeVisible();
  },
};

export const CustomEmptyState: Story = {
  args: { emptyState: <p>Connect a tool to let the assistant work with it.</p> },
  parameters: bff({ accounts: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Connect a tool/)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: bff({
    failures: {
      accounts: {
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The connection service is unavailable. Try again in a moment.',
        status: 503,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/unavailable/);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const OneAccount: Story = {
  parameters: bff({ accounts: [fixtureAccount()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ada@example.com')).toBeVisible();
  },
};

/** Every status an account can have, and the action each one offers. */
export const EveryStatus: Story = {
  parameters: bff({
    accounts: [
      fixtureAccount({ id: 'ca_docs', connector: 'docsapp', status: 'ACTIVE' }),
      fixtureAccount({ id: 'ca_crm', connector: 'crm', status: 'EXPIRED' }),
      fixtureAccount({
        id: 'ca_warehouse',
        connector: 'warehouse',
        identifier: 'analytics@example.com',
        authorization_type: 'BEARER_TOKEN',
        status: 'PENDING_AUTH',
      }),
      fixtureAccount({ id: 'ca_video', connector: 'video', status: 'PENDING_VERIFICATION' }),
      fixtureAccount({
        id: 'ca_websearch',
        connector: 'websearch',
        identifier: 'team-search-key',
        authorization_type: 'API_KEY',
        status: 'DISCONNECTED',
      }),
      fixtureAccount({
        id: 'ca_doclib',
        connector: 'doclib',
        identifier: 'ada.lovelace.with.a.rather.long.address@research.example.com',
        status: 'ACTIVE',
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(6);
    for (const label of ['Expired', 'Awaiting authorization', 'Awaiting verification']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: /^Reconnect/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Disconnect/ })).toHaveLength(6);
  },
};

const manyAccounts = [
  fixtureAccount({ id: 'ca_docs', connector: 'docsapp', identifier: 'ada@example.com' }),
  fixtureAccount({ id: 'ca_crm', connector: 'crm', identifier: 'ada@example.com' }),
  fixtureAccount({ id: 'ca_video', connector: 'video', identifier: 'studio@example.com' }),
  fixtureAccount({
    id: 'ca_warehouse',
    connector: 'warehouse',
    identifier: 'analytics@example.com',
    status: 'EXPIRED',
  }),
  fixtureAccount({ id: 'ca_search', connector: 'websearch', identifier: 'team-search-key' }),
];

/** Two accounts a page: Next and Previous move through them. */
export const Paginated: Story = {
  parameters: bff({ accounts: manyAccounts, pageSize: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Video')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** The search box narrows the list from 3 characters on. */
export const Searchable: Story = {
  args: { searchable: true },
  parameters: bff({ accounts: manyAccounts }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    await userEvent.type(canvas.getByRole('searchbox'), 'analytics');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('Warehouse')).toBeVisible();
  },
};

export const SearchWithoutMatch: Story = {
  args: { searchable: true },
  parameters: bff({ accounts: manyAccounts }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody@');
    await expect(await canvas.findByText('No connected account matches “nobody@”.')).toBeVisible();
  },
};

/** Disconnect asks first, and says what it does at the provider. */
export const ConfirmDisconnect: Story = {
  parameters: bff({ accounts: [fixtureAccount()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Disconnect Docs (ada@example.com)' }),
    );
    // The dialog renders under <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Disconnect Docs?' });
    await expect(dialog).toHaveTextContent(/credentials of ada@example.com are revoked at Docs/);
  },
};
