import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type FixtureBffOptions, fixtureAccount } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { AccountPermissionsPanel } from './account-permissions.tsx';
import { VIDEO_FULL, VIDEO_READ_ONLY, WAREHOUSE_SHARED, WEBSEARCH_KEY } from './fixtures.ts';

const meta: Meta<typeof AccountPermissionsPanel> = {
  title: 'Plugboard/AccountPermissionsPanel',
  component: AccountPermissionsPanel,
  decorators: [withFixtureBff],
  parameters: { layout: 'padded' },
  args: { accountId: 'ca_video' },
};
export default meta;

type Story = StoryObj<typeof AccountPermissionsPanel>;

const bff = (plugboard: FixtureBffOptions) => ({ plugboard });

export const Loading: Story = {
  parameters: bff({ pending: ['permissions'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading what this account allows…');
  },
};

export const LoadError: Story = {
  parameters: bff({
    failures: {
      permissions: { code: 'NOT_FOUND', message: 'No such account.', status: 404 },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Could not load/);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A read-only video account: reads can, writes and deletes need full access; Reconnect asks again. */
export const MissingScopes: Story = {
  parameters: bff({ permissions: { ca_video: VIDEO_READ_ONLY } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('See your videos, playlists, ratings and subscriptions'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Delete things in your Video account' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('needs full access')).toHaveLength(2);
    await expect(canvas.getByText('needs full access, secure (force-SSL) access')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Reconnect Video to allow the rest' }),
    ).toBeEnabled();
  },
};

export const EverythingGranted: Story = {
  parameters: bff({ permissions: { ca_video: VIDEO_FULL } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Can')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: /Reconnect/ })).toBeNull();
  },
};

/** An API key carries no scopes: what it allows is told by each tool's plan. */
export const KeyWithoutScopes: Story = {
  args: { accountId: 'ca_websearch' },
  parameters: bff({ permissions: { ca_websearch: WEBSEARCH_KEY } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/uses a key, not granted scopes/)).toBeVisible();
    await expect(canvas.getByText('needs the Pro plan')).toBeVisible();
    await expect(canvas.getByText('Free plan')).toBeVisible();
  },
};

/** A member of the organization that shares the account: the administrators reconnect it. */
export const SharedNotManager: Story = {
  args: { sharedBy: 'Acme', canManage: false },
  parameters: bff({ permissions: { ca_video: VIDEO_READ_ONLY } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ask Acme’s administrators/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reconnect/ })).toBeNull();
  },
};

export const SharedWarehouse: Story = {
  args: { accountId: 'ca_warehouse', sharedBy: 'Acme', canManage: false },
  parameters: bff({ permissions: { ca_warehouse: WAREHOUSE_SHARED } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Change things in your Warehouse account' }),
    ).toBeVisible();
  },
};

/** The permissions of one of two video accounts, named by its label. */
export const NamedAccount: Story = {
  parameters: bff({
    accounts: [
      fixtureAccount({ id: 'ca_video', connector: 'video', label: 'Studio channel' }),
      fixtureAccount({ id: 'ca_video_2', connector: 'video', ordinal: 2, is_default: false }),
    ],
    permissions: { ca_video: VIDEO_READ_ONLY },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Access granted to Studio channel')).toBeVisible();
  },
};
