import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import './viewers.css';
import { crmPeople } from './crm/fixtures.ts';
import { ToolResultView } from './tool-result-view.tsx';
import { warehousePartition, warehouseResult } from './warehouse/fixtures.ts';
import { WarehouseViewer } from './warehouse/warehouse-viewer.tsx';
import { websearchChatStream } from './websearch/fixtures.ts';

const meta: Meta<typeof ToolResultView> = {
  title: 'Plugboard/Viewers/ToolResultView',
  component: ToolResultView,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ToolResultView>;

/** The CRM viewer loads on first use, then shows the records. */
export const LazyViewer: Story = {
  args: { tool: 'crm_list_people', data: crmPeople },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '2 records' })).toBeVisible();
  },
};

export const UnknownTool: Story = {
  args: { tool: 'calendar_list_events', data: { items: [{ id: 'evt_1', summary: 'Standup' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '0: {2 keys}' }));
    await expect(canvas.getByText('"Standup"')).toBeVisible();
  },
};

export const UnexpectedShape: Story = {
  args: { tool: 'docsapp_page_get', data: { object: 'page', id: 'p1', note: 'no properties' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Showing the result as data.'),
    ).toBeVisible();
  },
};

/** A built-in viewer with extra props, through `viewers`: partitions load on demand. */
export const WithViewerProps: Story = {
  args: {
    tool: 'warehouse_execute_query',
    data: warehouseResult(400, 4),
    viewers: {
      warehouse: (props) => (
        <WarehouseViewer
          {...props}
          height={240}
          onLoadPartition={async (index) => warehousePartition(400, 4, index)}
        />
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Load partition 2' }),
    ).toBeEnabled();
  },
};

/** A stream is read once: it is made once per mount, not on every render. */
function StreamedChatResult() {
  const [stream] = useState(() => websearchChatStream(20));
  return <ToolResultView tool="websearch_chat_completions" data={stream} />;
}

/**
 * What `useExecuteTool` hands over for websearch_chat_completions with `stream: true`: the
 * stream of server-sent events, which the web search viewer shows token by token.
 */
export const StreamedChat: Story = {
  render: () => <StreamedChatResult />,
  play: async ({ canvasElement }) => {
    const chat = await waitFor(() => {
      const found = canvasElement.querySelector('[data-viewer="websearch-chat-stream"]');
      if (!found) throw new Error('The chat viewer is not there yet.');
      return found;
    });
    await waitFor(() => expect(chat.getAttribute('data-status')).toBe('done'), {
      timeout: 10_000,
    });
    await expect(within(canvasElement).getByText(/1\.5 million km from Earth\.$/)).toBeVisible();
  },
};
