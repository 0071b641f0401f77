import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../viewers/viewers.css';
import type { ToolAccount } from '@plugboard/schema';
import { FIXTURE_ORGANIZATION } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { crmPeople } from '../viewers/crm/fixtures.ts';
import { ToolCallCard, type ToolCallCardProps } from './tool-call-card.tsx';

const meta: Meta<typeof ToolCallCard> = {
  title: 'Plugboard/ToolCallCard',
  component: ToolCallCard,
  decorators: [withFixtureBff],
  parameters: { layout: 'padded' },
  args: { tool: 'crm_list_people', input: { limit: 2 } },
};
export default meta;

type Story = StoryObj<typeof ToolCallCard>;

export const Running: Story = {
  args: { state: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'List people · CRM' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Working on it…');
  },
};

const WORK_CRM: ToolAccount = {
  id: 'ca_story_work',
  name: 'Work CRM',
  is_default: true,
  shared_by: null,
};
const PERSONAL_CRM: ToolAccount = {
  id: 'ca_story_personal',
  name: 'Personal',
  is_default: false,
  shared_by: null,
};
const SHARED_CRM: ToolAccount = {
  id: 'ca_story_acme',
  name: 'Acme CRM',
  is_default: false,
  shared_by: FIXTURE_ORGANIZATION.organization_name,
};
const [WILE, HANK] = crmPeople.data;

/** The result in the CRM viewer, loaded on first use, and the account the tool ran on. */
export const Ok: Story = {
  args: {
    state: 'output',
    output: {
      status: 'ok',
      tool_name: 'crm_list_people',
      data: crmPeople,
      execution_id: 'ex_1',
      account: WORK_CRM,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '2 records' })).toBeVisible();
    await expect(canvas.getByText('Ran on Work CRM')).toBeVisible();
  },
};

/** The call named one of several accounts (“…from Personal”): the card says which one ran. */
export const OkOnNamedAccount: Story = {
  args: {
    input: { limit: 2, account: 'Personal' },
    state: 'output',
    output: {
      status: 'ok',
      tool_name: 'crm_list_people',
      data: { data: [HANK] },
      execution_id: 'ex_2',
      account: PERSONAL_CRM,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '1 record' })).toBeVisible();
    await expect(canvas.getByText('Ran on Personal')).toBeVisible();
  },
};

const CHOICE_REQUIRED: Pick<ToolCallCardProps, 'state' | 'output'> = {
  state: 'output',
  output: {
    status: 'account_choice_required',
    tool_name: 'crm_list_people',
    connector: 'crm',
    accounts: [WORK_CRM, PERSONAL_CRM, SHARED_CRM],
    message: 'The user has several CRM accounts; they are choosing which one to use.',
  },
};

const CHOICE_BFF = {
  toolAccounts: [WORK_CRM, PERSONAL_CRM, SHARED_CRM],
  toolResults: {
    [WORK_CRM.id]: { data: [WILE] },
    [PERSONAL_CRM.id]: { data: [HANK] },
  },
};

/**
 * The user must choose which account runs the call: a radio group (the default checked), and
 * Run, which runs it on the one chosen and shows the result with the account's name.
 */
export const AccountChoiceRequired: Story = {
  args: { ...CHOICE_REQUIRED, onResolved: fn() },
  parameters: { plugboard: CHOICE_BFF },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      'You have more than one CRM account. Choose the one to use.',
    );
    const group = await canvas.findByRole('group', { name: 'CRM accounts' });
    await expect(within(group).getByRole('radio', { name: 'Work CRM' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Personal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Run on Personal' }));
    await expect(await canvas.findByText('Ran on Personal')).toBeVisible();
    await expect(args.onResolved).toHaveBeenCalledOnce();
  },
};

/** Run was pressed on the chosen account and the tool is still running. */
export const AccountChoiceRunning: Story = {
  args: CHOICE_REQUIRED,
  parameters: { plugboard: { ...CHOICE_BFF, pending: ['execute'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Run on Work CRM' }));
    await expect(await canvas.findByText('Running it on Work CRM…')).toBeVisible();
  },
};

/** The tool ran and the service refused: the words for the code and what to do. */
export const Failed: Story = {
  args: {
    state: 'output',
    output: {
      status: 'error',
      tool_name: 'crm_list_people',
      error: { code: 'RATE_LIMITED', message: 'Too many requests to the CRM.', status: 429 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'It failed: Too many requests to the CRM.',
    );
    await expect(canvas.getByText(/Wait a minute/)).toBeVisible();
  },
};

/** The call failed before any output (AI SDK `output-error`). */
export const ErrorState: Story = {
  args: { state: 'error', error: 'The model sent input the tool does not take.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^It failed: The model sent/);
  },
};

export const NotConnected: Story = {
  args: {
    state: 'output',
    output: {
      status: 'authorization_required',
      tool_name: 'crm_list_people',
      connector: 'crm',
      reason: 'not_connected',
      message: 'The user has no CRM connection.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Connect CRM to continue' }),
    ).toBeEnabled();
  },
};

/** An organization's warehouse, for a member: who connects it, no button that could only fail. */
export const OrganizationNotConnected: Story = {
  args: {
    tool: 'warehouse_show_warehouses',
    input: {},
    state: 'output',
    output: {
      status: 'authorization_required',
      tool_name: 'warehouse_show_warehouses',
      connector: 'warehouse',
      reason: 'not_connected',
      message: 'The organization has no warehouse connection.',
    },
  },
  parameters: {
    plugboard: {
      organization: { by: FIXTURE_ORGANIZATION, connectors: ['warehouse'], canConnect: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Acme Corporation’s administrators connect it; not connected yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Expired: Story = {
  args: {
    state: 'output',
    output: {
      status: 'authorization_required',
      tool_name: 'crm_list_people',
      connector: 'crm',
      reason: 'expired',
      account_id: 'ca_story',
      message: 'The CRM connection expired.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reconnect CRM' })).toBeEnabled();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/has expired/);
  },
};

/** The account lacks a scope the tool needs: reconnect, naming the scope. */
export const MissingScope: Story = {
  args: {
    tool: 'video_playlist_delete',
    input: { playlist_id: 'pl_42' },
    state: 'output',
    output: {
      status: 'authorization_required',
      tool_name: 'video_playlist_delete',
      connector: 'video',
      reason: 'missing_scope',
      missing_scopes: ['full'],
      account_id: 'ca_story',
      message: 'The Video connection lacks the full scope.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reconnect Video' })).toBeEnabled();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      /more access to Video \(full\)/,
    );
  },
};

/** A tool that writes waits for the user: its input, readable, with Approve and Deny. */
export const ApprovalRequested: Story = {
  args: {
    tool: 'crm_create_task',
    input: {
      content: 'Call Wile E. Coyote about the rocket skates',
      deadline_at: '2026-12-01T09:00:00.000Z',
      is_completed: false,
      assignees: ['ada@example.com'],
    },
    state: 'approval-requested',
    onApprove: fn(),
    onDeny: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deadline at')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
  },
};

export const Denied: Story = {
  args: {
    tool: 'crm_create_task',
    input: { content: 'Call Wile E. Coyote about the rocket skates' },
    state: 'denied',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You denied it. Nothing was done.');
  },
};
