import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../viewers.css';
import { DoclibViewer } from './doclib-viewer.tsx';
import {
  doclibFile,
  doclibFolder,
  doclibNotFound,
  doclibRootSite,
  doclibSites,
  doclibUploaded,
} from './fixtures.ts';

const meta: Meta<typeof DoclibViewer> = {
  title: 'Plugboard/Viewers/Document library',
  component: DoclibViewer,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof DoclibViewer>;

export const Sites: Story = {
  args: { tool: 'doclib_list_sites', data: doclibSites },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Legal' })).toBeVisible();
  },
};

export const RootSite: Story = {
  args: { tool: 'doclib_get_root_site', data: doclibRootSite },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Contoso' })).toBeVisible();
  },
};

export const File: Story = {
  args: { tool: 'doclib_get_file_metadata', data: doclibFile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(canvas.getByText(/expires about an hour/)).toBeVisible();
    await expect(canvas.getByText('2.4 MB')).toBeVisible();
  },
};

export const Folder: Story = {
  args: { tool: 'doclib_get_file_metadata', data: doclibFolder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14 items')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download' })).toBeNull();
  },
};

export const Uploaded: Story = {
  args: { tool: 'doclib_upload_file', data: doclibUploaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the library' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { tool: 'doclib_get_file_metadata', data: doclibNotFound },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('itemNotFound');
  },
};
