import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../viewers.css';
import { JsonViewer } from './json-viewer.tsx';

const meta: Meta<typeof JsonViewer> = {
  title: 'Plugboard/Viewers/JSON',
  component: JsonViewer,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof JsonViewer>;

/** A meeting from the CRM, which has no viewer of its own. */
export const NestedObject: Story = {
  args: {
    label: 'crm_list_meetings result',
    expandDepth: 3,
    data: {
      data: [
        {
          id: { workspace_id: '5b1f9c2e', meeting_id: 'mt-1' },
          title: 'Quarterly review',
          start: { datetime: '2026-02-03T15:00:00Z', timezone: 'Europe/London' },
          participants: [
            { email_address: 'ada@example.com', is_organizer: true, status: 'accepted' },
            { email_address: 'wile@acme.com', is_organizer: false, status: 'tentative' },
          ],
          is_all_day: false,
          linked_records: [],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('"Quarterly review"')).toBeVisible();
  },
};

export const BigArray: Story = {
  args: {
    label: 'Numbers',
    data: { values: Array.from({ length: 1_000 }, (_, index) => index * index) },
    pageSize: 50,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 50 more of 1,000 in values' }));
    await expect(canvas.getByText('9801')).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { label: 'Collapsed', data: { a: { b: { c: 1 } } }, expandDepth: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '{1 key}' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
