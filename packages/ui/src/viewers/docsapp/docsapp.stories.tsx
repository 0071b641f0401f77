import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../viewers.css';
import { DocsappViewer } from './docsapp-viewer.tsx';
import {
  docsappBlocks,
  docsappComments,
  docsappDatabase,
  docsappDeletedBlock,
  docsappNotFound,
  docsappPage,
  docsappQueryResult,
  docsappSearch,
  docsappUsers,
} from './fixtures.ts';

const meta: Meta<typeof DocsappViewer> = {
  title: 'Plugboard/Viewers/Docsapp',
  component: DocsappViewer,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof DocsappViewer>;

export const Page: Story = {
  args: { tool: 'docsapp_page_get', data: docsappPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: /Login button unresponsive on Safari/ }),
    ).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
  },
};

export const PageContent: Story = {
  args: { tool: 'docsapp_page_content_get', data: docsappBlocks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Steps to reproduce' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Reproduce on iOS' })).toBeChecked();
    await expect(canvas.getByText('Unsupported block: image')).toBeVisible();
  },
};

export const DeletedBlock: Story = {
  args: { tool: 'docsapp_block_delete', data: docsappDeletedBlock },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deleted block')).toBeVisible();
  },
};

export const DatabaseRows: Story = {
  args: { tool: 'docsapp_database_query', data: docsappQueryResult },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '3 rows' })).toBeVisible();
    await expect(canvas.getByText(/More results are available/)).toBeVisible();
  },
};

export const Database: Story = {
  args: { tool: 'docsapp_database_fetch', data: docsappDatabase },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Columns of Bug tracker' })).toBeVisible();
    await expect(canvas.getByText('Not started, In progress, Done')).toBeVisible();
  },
};

export const Comments: Story = {
  args: { tool: 'docsapp_comments_fetch', data: docsappComments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('list', { name: /^Discussion/ })).toHaveLength(2);
  },
};

export const Users: Story = {
  args: { tool: 'docsapp_user_list', data: docsappUsers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('grace@example.com')).toBeVisible();
  },
};

export const Search: Story = {
  args: { tool: 'docsapp_data_fetch', data: docsappSearch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bug tracker' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { tool: 'docsapp_page_get', data: docsappNotFound },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('object_not_found');
  },
};
