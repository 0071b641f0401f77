import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_ORGANIZATION,
  type FixtureBffOptions,
  fixtureAccount,
} from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { ConnectorPicker } from './connector-picker.tsx';

const meta: Meta<typeof ConnectorPicker> = {
  title: 'Plugboard/ConnectorPicker',
  component: ConnectorPicker,
  decorators: [withFixtureBff],
  // Stories play without a person's click, so no popup may open: the link is shown instead.
  args: { fallback: 'link' },
};
export default meta;

type Story = StoryObj<typeof ConnectorPicker>;

const bff = (plugboard: FixtureBffOptions) => ({ plugboard });

/** The dialog renders under <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Connect an account' })).toBeEnabled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Connect an account' });
    await expect(await within(dialog).findAllByRole('option')).toHaveLength(6);
    await expect(within(dialog).getByRole('combobox')).toHaveFocus();
  },
};

/** Only the services the host lists, in its order, with the status of the user's accounts. */
export const SomeServicesWithAccounts: Story = {
  args: { defaultOpen: true, connectors: ['crm', 'docsapp', 'video'] },
  parameters: bff({
    accounts: [
      fixtureAccount({ id: 'ca_crm', connector: 'crm', status: 'ACTIVE' }),
      fixtureAccount({ id: 'ca_video', connector: 'video', status: 'EXPIRED' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Expired')).toBeVisible());
    const options = within(dialog).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/CRM.*Active$/),
      expect.stringMatching(/Docs/),
      expect.stringMatching(/Video.*Expired$/),
    ]);
  },
};

export const Loading: Story = {
  args: { defaultOpen: true },
  parameters: bff({ pending: ['connectors'] }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Loading services…');
  },
};

export const LoadError: Story = {
  args: { defaultOpen: true },
  parameters: bff({
    failures: {
      connectors: {
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The connection service is unavailable. Try again in a moment.',
        status: 503,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/unavailable/);
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Typing filters the services; the arrow keys move the active one. */
export const Filtered: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await within(dialog).findAllByRole('option');
    await userEvent.type(within(dialog).getByRole('combobox'), 'doc');
    await expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoMatch: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await within(dialog).findAllByRole('option');
    await userEvent.type(within(dialog).getByRole('combobox'), 'mainframe');
    await expect(within(dialog).getByText('No service matches “mainframe”.')).toBeVisible();
  },
};

/** A service is picked; its authorization link is on its way. */
export const Opening: Story = {
  args: { defaultOpen: true },
  parameters: bff({ pending: ['links'] }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Video/ }));
    await expect(dialog).toHaveTextContent('Opening Video in a new window…');
  },
};

/** No popup could open: the link to open or copy, in the dialog. */
export const LinkFallback: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('option', { name: /CRM/ }));
    await expect(
      await within(dialog).findByRole('textbox', { name: 'Link to connect CRM' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { defaultOpen: true },
  parameters: bff({
    failures: {
      links: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Try again in a minute.',
        status: 429,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Warehouse/ }));
    await expect(dialog).toHaveTextContent('Could not connect Warehouse: Too many requests.');
  },
};

/**
 * A member of an organization whose warehouse and document library its administrators connect:
 * both listed with who connects them and whether they have, neither pickable.
 */
export const OrganizationServicesForAMember: Story = {
  args: { defaultOpen: true, connectors: ['warehouse', 'doclib', 'crm'] },
  parameters: bff({
    organization: {
      by: FIXTURE_ORGANIZATION,
      connectors: ['warehouse', 'doclib'],
      canConnect: false,
    },
    accounts: [
      fixtureAccount({
        id: 'ca_fixture_warehouse',
        connector: 'warehouse',
        identifier: 'organization:org_fixture',
        shared: FIXTURE_ORGANIZATION,
        can_disconnect: false,
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText('Connected by Acme Corporation’s administrators.'),
      ).toBeVisible(),
    );
    const [warehouse, doclib, crm] = within(dialog).getAllByRole('option');
    await expect(warehouse).toHaveAttribute('aria-disabled', 'true');
    await expect(doclib).toHaveTextContent(
      'Acme Corporation’s administrators connect it; not connected yet.',
    );
    await expect(crm).not.toHaveAttribute('aria-disabled');
  },
};
