import { type ChatStreamBff, serveChatStreamBff } from '@plugboard/test-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { StreamedChatHost } from '../test/streamed-chat-host.tsx';
import type { ToolResultViewProps } from './common/tool-result-view-props.ts';
import { crmCompany } from './crm/fixtures.ts';
import { doclibFile } from './doclib/fixtures.ts';
import { docsappPage } from './docsapp/fixtures.ts';
import { ToolResultView } from './tool-result-view.tsx';
import { videoAnalyticsByCountry } from './video/fixtures.ts';
import { warehouseSmallResult } from './warehouse/fixtures.ts';
import { websearchWeb } from './websearch/fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(_props: ToolResultViewProps): never {
  throw new Error('viewer bug');
}

describe('ToolResultView', () => {
  test.each([
    ['docsapp_page_get', docsappPage, 'docsapp-page'],
    ['crm_get_company', crmCompany, 'crm-record'],
    ['warehouse_execute_query', warehouseSmallResult, 'warehouse-statement'],
    ['video_analytics_query', videoAnalyticsByCountry, 'video-analytics'],
    ['websearch_web_search', websearchWeb, 'websearch-web'],
    ['doclib_get_file_metadata', doclibFile, 'doclib-item'],
  ])('%s loads its connector viewer', async (tool, data, viewer) => {
    const { container } = render(
      <ToolResultView tool={tool} data={data} className="chat-result" />,
    );
    const root = container.firstElementChild;
    expect(root?.className).toBe('pb-result chat-result');
    expect(root?.getAttribute('data-connector')).toBe(tool.slice(0, tool.indexOf('_')));
    expect(root?.getAttribute('data-tool')).toBe(tool);
    await waitFor(() =>
      expect(container.querySelector(`[data-viewer="${viewer}"]`)).not.toBeNull(),
    );
    expect(screen.queryByText('Loading the result…')).toBeNull();
  });

  test('a tool of no known connector shows its data as JSON at once', async () => {
    const { container } = render(
      <ToolResultView tool="calendar_list_events" data={{ items: [] }} />,
    );
    expect(container.firstElementChild?.getAttribute('data-connector')).toBe('unknown');
    expect(screen.getByRole('list', { name: 'Result of calendar_list_events' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a result of an unexpected shape falls back to JSON inside the connector viewer', async () => {
    // Untyped props, as for a result a model asked for: the tool does not type the data.
    const untrusted: ToolResultViewProps = {
      tool: 'warehouse_execute_query',
      data: { surprise: ['not', 'a', 'statement'] },
    };
    const { container } = render(<ToolResultView {...untrusted} />);
    await screen.findByText('Showing the result as data.');
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a viewer that throws shows the data as JSON instead of breaking the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, rerender } = render(
      <ToolResultView tool="crm_get_company" data={crmCompany} viewers={{ crm: Broken }} />,
    );
    expect(screen.getByText('Showing the result as data.')).toBeTruthy();
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
    expect(logged).toHaveBeenCalled();

    // A new result gives the (now working) viewer another chance.
    rerender(
      <ToolResultView
        tool="crm_get_company"
        data={{ data: crmCompany.data }}
        viewers={{ crm: ({ tool }) => <p>Custom view of {tool}</p> }}
      />,
    );
    expect(screen.getByText('Custom view of crm_get_company')).toBeTruthy();
  });

  test('a viewer given in `viewers` replaces the built-in one for its connector', () => {
    const props: ToolResultViewProps = { tool: 'video_search', data: { items: [] } };
    render(
      <ToolResultView
        {...props}
        viewers={{ video: ({ data }) => <p>{JSON.stringify(data)} from my viewer</p> }}
      />,
    );
    expect(screen.getByText('{"items":[]} from my viewer')).toBeTruthy();
  });
});

describe('ToolResultView with a streamed chat from the BFF (docs/internals/chat-stream.md §3)', () => {
  let server: ChatStreamBff;
  beforeAll(async () => {
    server = await serveChatStreamBff();
  });
  afterAll(() => server.close());

  async function askAndStream() {
    const view = renderWithPlugboard(<StreamedChatHost />, { baseUrl: server.baseUrl });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const answer = await server.nextAnswer();
    const chat = await waitFor(() => {
      const found = view.container.querySelector<HTMLElement>(
        '[data-viewer="websearch-chat-stream"]',
      );
      if (!found) throw new Error('The chat viewer is not there yet.');
      return found;
    });
    const message = () => chat.querySelector('[aria-live="polite"]');
    return { ...view, answer, chat, message };
  }

  test('shows each piece as it arrives, busy until the answer is complete', async () => {
    const { answer, chat, message, container } = await askAndStream();
    answer.write('Webb launched ');
    await waitFor(() => expect(message()?.textContent).toBe('Webb launched '));
    expect(message()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Writing…')).toBeTruthy();

    answer.write('in 2021.');
    await waitFor(() => expect(message()?.textContent).toBe('Webb launched in 2021.'));
    answer.finish();
    await waitFor(() => expect(chat.getAttribute('data-status')).toBe('done'));
    expect(message()?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Writing…')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('unmounting while it streams aborts the request at the BFF', async () => {
    const { answer, message, unmount } = await askAndStream();
    answer.write('Webb ');
    await waitFor(() => expect(message()?.textContent).toBe('Webb '));
    unmount();
    await answer.cancelled;
  });

  test('a connection cut mid-answer keeps the text and says the answer is incomplete', async () => {
    const { answer, chat, message } = await askAndStream();
    answer.write('Webb launched ');
    await waitFor(() => expect(message()?.textContent).toBe('Webb launched '));
    answer.drop();
    await waitFor(() => expect(chat.getAttribute('data-status')).toBe('error'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The answer is incomplete: The connection was lost.',
    );
    expect(message()?.textContent).toBe('Webb launched ');
  });

  test('a refusal before the first byte is the error of the run, with no answer shown', async () => {
    server.refuseNext(409, 'ACCOUNT_EXPIRED', 'The web search account expired: reconnect it.');
    const { container } = renderWithPlugboard(<StreamedChatHost />, { baseUrl: server.baseUrl });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The web search account expired: reconnect it.',
    );
    expect(container.querySelector('.pb-result')).toBeNull();
  });
});
