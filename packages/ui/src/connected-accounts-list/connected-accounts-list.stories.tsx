import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityEntries, VIDEO_READ_ONLY } from '../account-details/fixtures.ts';
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

/** Every status of the hosted service, each in words and with the action it calls for. */
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
      fixtureAccount({
        id: 'ca_docs2',
        connector: 'docsapp',
        identifier: 'lab@example.com',
        status: 'REVOKED',
      }),
      fixtureAccount({
        id: 'ca_crm2',
        connector: 'crm',
        identifier: 'lab@example.com',
        status: 'ERROR',
      }),
      fixtureAccount({
        id: 'ca_video2',
        connector: 'video',
        identifier: 'lab@example.com',
        status: 'SUSPENDED',
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(9);
    for (const label of [
      'Expired',
      'Awaiting authorization',
      'Awaiting verification',
      'Disconnected',
      'Access revoked',
      'Connection error',
      'Suspended',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: /^Reconnect/ })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: /^Finish connecting/ })).toHaveLength(2);
    await expect(canvas.getByText(/suspended this account/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Disconnect/ })).toHaveLength(9);
  },
};

const acme = { organization_id: 'org_acme', organization_name: 'Acme' };

/** Grace, who manages Acme's accounts: the shared warehouse, with Disconnect. */
export const SharedManager: Story = {
  parameters: bff({
    accounts: [
      fixtureAccount({
        id: 'ca_warehouse',
        connector: 'warehouse',
        identifier: 'acme-analytics',
        authorization_type: 'BEARER_TOKEN',
        shared: acme,
      }),
      fixtureAccount({ id: 'ca_docs', identifier: 'grace@acme.example' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Shared with Acme')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Disconnect/ })).toHaveLength(2);
  },
};

/** Ada, a member of Acme: the shared warehouse has no Disconnect, and says why. */
export const SharedNotManager: Story = {
  parameters: bff({
    accounts: [
      fixtureAccount({
        id: 'ca_warehouse',
        connector: 'warehouse',
        identifier: 'acme-analytics',
        authorization_type: 'BEARER_TOKEN',
        shared: acme,
        can_disconnect: false,
      }),
      fixtureAccount({
        id: 'ca_crm',
        connector: 'crm',
        identifier: 'acme-crm',
        status: 'EXPIRED',
        shared: acme,
        can_disconnect: false,
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Shared with Acme')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Reconnect/ })).toBeNull();
    await expect(
      canvas.getAllByText('Only Acme’s administrators can disconnect or reconnect it.'),
    ).toHaveLength(2);
  },
};

/** Activity opens in a dialog from the row; the panel loads on first use. */
export const ActivityOpen: Story = {
  parameters: bff({
    accounts: [
      fixtureAccount({
        id: 'ca_warehouse',
        connector: 'warehouse',
        identifier: 'acme-analytics',
        shared: acme,
        can_disconnect: false,
      }),
    ],
    activity: { ca_warehouse: activityEntries(3, true) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Activity of Warehouse (acme-analytics)' }),
    );
    const dialog = within(document.body).getByRole('dialog', {
      name: 'What this app did with Warehouse',
    });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(4));
    await expect(within(dialog).getByRole('columnheader', { name: 'Who' })).toBeVisible();
  },
};

/** Permissions open in a dialog from the row. */
export const PermissionsOpen: Story = {
  parameters: bff({
    accounts: [
      fixtureAccount({ id: 'ca_video', connector: 'video', identifier: 'studio@example.com' }),
    ],
    permissions: { ca_video: VIDEO_READ_ONLY },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Permissions of Video (studio@example.com)' }),
    );
    const dialog = within(document.body).getByRole('dialog', {
      name: 'What this app can do with Video',
    });
    await expect(
      await within(dialog).findByText('Access granted to studio@example.com'),
    ).toBeVisible();
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

const crmAccounts = [
  fixtureAccount({
    id: 'ca_crm_work',
    connector: 'crm',
    identifier: 'ada@example.com',
    label: 'Work CRM',
    profile_name: 'ada@acme.example',
    ordinal: 1,
    is_default: true,
  }),
  fixtureAccount({
    id: 'ca_crm_2',
    connector: 'crm',
    identifier: 'ada@example.com#k3j4h5g6',
    profile_name: null,
    ordinal: 2,
    is_default: false,
  }),
  fixtureAccount({ id: 'ca_docs', connector: 'docsapp' }),
];

/** Two CRM accounts: the default carries a badge, the other offers to become it. */
export const TwoAccountsWithDefault: Story = {
  parameters: bff({ accounts: crmAccounts }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Work CRM')).toBeVisible();
    await expect(canvas.getByText('CRM 2')).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make CRM 2 the default' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add another CRM account' })).toBeEnabled();
  },
};

/** Renaming the second CRM account inline: Enter saves, Escape cancels. */
export const Renaming: Story = {
  parameters: bff({ accounts: crmAccounts }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename CRM 2' }));
    const field = canvas.getByRole('textbox', { name: 'New name for CRM 2' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give the account a name.');
  },
};

/** Adding a third CRM account past a limit of two: the message says to disconnect one first. */
export const LimitReached: Story = {
  parameters: bff({ accounts: crmAccounts, accountLimit: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add another CRM account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Disconnect one to add another.',
    );
  },
};

/** The second CRM account expired: Reconnect names it, so it comes back in place. */
export const ExpiredSecondAccount: Story = {
  parameters: bff({
    accounts: crmAccounts.map((account) =>
      account.id === 'ca_crm_2' ? { ...account, status: 'EXPIRED' as const } : account,
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Reconnect: CRM (CRM 2)' }),
    ).toBeEnabled();
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};
