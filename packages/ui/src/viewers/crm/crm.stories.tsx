import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../viewers.css';
import { CrmViewer } from './crm-viewer.tsx';
import {
  crmAttributes,
  crmCompany,
  crmConflict,
  crmDeal,
  crmEntries,
  crmLists,
  crmMembers,
  crmNotes,
  crmObjects,
  crmOptions,
  crmPeople,
  crmTasks,
  crmThreads,
  crmTokenInfo,
  crmValueHistory,
  crmWebhooks,
} from './fixtures.ts';

const meta: Meta<typeof CrmViewer> = {
  title: 'Plugboard/Viewers/CRM',
  component: CrmViewer,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof CrmViewer>;

export const Company: Story = {
  args: { tool: 'crm_get_company', data: crmCompany },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acme' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'app.acme.com' })).toBeVisible();
    await expect(canvas.queryByText('@acme_old')).toBeNull();
  },
};

export const People: Story = {
  args: { tool: 'crm_list_people', data: crmPeople },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '2 records' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'wile@acme.com' })).toBeVisible();
  },
};

export const Deal: Story = {
  args: { tool: 'crm_get_deal', data: crmDeal },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In Progress')).toBeVisible();
    await expect(canvas.getByText(/4,200/)).toBeVisible();
  },
};

export const ValueHistory: Story = {
  args: { tool: 'crm_get_record_attribute_values', data: crmValueHistory },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acme Corporation')).toBeVisible();
  },
};

export const Tasks: Story = {
  args: { tool: 'crm_list_tasks', data: crmTasks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('No deadline')).toBeVisible();
  },
};

export const Notes: Story = {
  args: { tool: 'crm_list_notes', data: crmNotes },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Discovery call' }),
    ).toBeVisible();
  },
};

export const Threads: Story = {
  args: { tool: 'crm_list_threads', data: crmThreads },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Resolved')).toBeVisible();
  },
};

export const Lists: Story = {
  args: { tool: 'crm_list_lists', data: crmLists },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enterprise pipeline')).toBeVisible();
  },
};

export const Entries: Story = {
  args: { tool: 'crm_list_entries', data: crmEntries },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Qualified')).toBeVisible();
  },
};

export const Objects: Story = {
  args: { tool: 'crm_list_objects', data: crmObjects },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '3 objects' })).toBeVisible();
  },
};

export const Attributes: Story = {
  args: { tool: 'crm_list_attributes', data: crmAttributes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('unique, multiple values, system')).toBeVisible();
  },
};

export const Options: Story = {
  args: { tool: 'crm_list_attribute_options', data: crmOptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1K-5K (archived)')).toBeVisible();
  },
};

export const Members: Story = {
  args: { tool: 'crm_list_workspace_members', data: crmMembers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lin Chen')).toBeVisible();
  },
};

export const Webhooks: Story = {
  args: { tool: 'crm_list_webhooks', data: crmWebhooks },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('degraded')).toBeVisible();
  },
};

export const TokenInfo: Story = {
  args: { tool: 'crm_get_current_token_info', data: crmTokenInfo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Deleted: Story = {
  args: { tool: 'crm_delete_task', data: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/returned no data/)).toBeVisible();
  },
};

export const UniquenessConflict: Story = {
  args: { tool: 'crm_create_company', data: crmConflict },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('uniqueness_conflict');
  },
};
