import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureBffOptions, fixtureAccount } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { AccountActivityPanel } from './account-activity.tsx';
import { activityEntries } from './fixtures.ts';

const meta: Meta<typeof AccountActivityPanel> = {
  title: 'Plugboard/AccountActivityPanel',
  component: AccountActivityPanel,
  decorators: [withFixtureBff],
  parameters: { layout: 'padded' },
  args: { accountId: 'ca_warehouse' },
};
export default meta;

type Story = StoryObj<typeof AccountActivityPanel>;

const bff = (plugboard: FixtureBffOptions) => ({ plugboard });

export const Loading: Story = {
  parameters: bff({ pending: ['activity'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the activity…');
  },
};

export const Empty: Story = {
  parameters: bff({ activity: {} }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing was run with this account yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: bff({
    failures: {
      activity: { code: 'UPSTREAM_UNAVAILABLE', message: 'Try again in a moment.', status: 503 },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Could not load the activity/);
  },
};

/** The user's own account: no Who column. */
export const OwnAccount: Story = {
  parameters: bff({ activity: { ca_warehouse: activityEntries(4) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('columnheader', { name: 'Who' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy execution id exec_2328' })).toBeVisible();
  },
};

/** An account Acme shares: who ran each tool, and older runs behind "Show more". */
export const SharedPaginated: Story = {
  args: { showActor: true, pageSize: 10 },
  parameters: bff({ activity: { ca_warehouse: activityEntries(25, true) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('columnheader', { name: 'Who' })).toBeVisible();
    await expect(canvas.getAllByText('alan@acme.example').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Failed: TOOL_FAILED').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21));
  },
};

/** The trail of one of several CRM accounts, named by its label. */
export const NamedAccount: Story = {
  args: { accountId: 'ca_crm_2' },
  parameters: bff({
    accounts: [
      fixtureAccount({ id: 'ca_crm_1', connector: 'crm', is_default: true }),
      fixtureAccount({
        id: 'ca_crm_2',
        connector: 'crm',
        identifier: 'ada@example.com#k3j4h5g6',
        label: 'Personal CRM',
        ordinal: 2,
        is_default: false,
      }),
    ],
    activity: { ca_crm_2: activityEntries(2) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tools run with Personal CRM, newest first'),
    ).toBeInTheDocument();
  },
};
