import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import { ToolResultView } from '../tool-result-view.tsx';
import {
  websearchChat,
  websearchChatEvents,
  websearchImages,
  websearchLlmContext,
  websearchPois,
  websearchRateLimited,
  websearchSummary,
  websearchWeb,
} from './fixtures.ts';
import { WebsearchViewer } from './websearch-viewer.tsx';

describe('WebsearchViewer', () => {
  test('web search: sections for web, news, videos and places, snippets highlighted', async () => {
    const { container } = render(
      <WebsearchViewer tool="websearch_web_search" data={websearchWeb} />,
    );
    const web = screen.getByRole('region', { name: 'Web' });
    const links = within(web).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://science.nasa.gov/mission/webb/',
      'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope',
    ]);
    expect(within(web).getAllByText('James Webb Space Telescope')[0]?.tagName).toBe('STRONG');
    expect(within(web).getByText('Webb launched on Dec. 25, 2021.')).toBeTruthy();
    expect(web.textContent).toContain('infrared astronomy & spectroscopy');
    expect(screen.getByRole('region', { name: 'Videos' }).textContent).toContain(
      'NASA Goddard · 04:12',
    );
    expect(screen.getByRole('region', { name: 'Places' }).textContent).toContain(
      'Space Telescope Science Institute',
    );
    expect(screen.getByText(/Showing results for/).textContent).toBe(
      'Showing results for james webb telescope instead of james webb telescop.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  test('snippets never inject markup: only <strong> becomes an element', () => {
    const hostile = {
      type: 'news',
      results: [
        {
          title: '<img src=x onerror=alert(1)>Headline',
          url: 'javascript:alert(1)',
          description: '<script>alert(1)</script><strong>bold</strong> &lt;b&gt;text&lt;/b&gt;',
        },
      ],
    };
    const { container } = render(<WebsearchViewer tool="websearch_news_search" data={hostile} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(screen.getByText('Headline')).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(container.textContent).toContain('alert(1)bold <b>text</b>');
  });

  test('images: each thumbnail named by its title, linking to its page', () => {
    render(<WebsearchViewer tool="websearch_image_search" data={websearchImages} />);
    const image = screen.getByRole('img', { name: 'Pillars of Creation (NIRCam)' });
    expect(image.closest('a')?.getAttribute('href')).toBe(websearchImages.results[0]?.url);
  });

  test('a summary: citations link to their sources, listed once each in number order', () => {
    render(<WebsearchViewer tool="websearch_summarizer_search" data={websearchSummary} />);
    const citations = screen.getAllByRole('link', { name: /^source \d$/ });
    expect(citations.map((link) => link.textContent)).toEqual([
      'source 11',
      'source 22',
      'source 11',
    ]);
    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole(
      'listitem',
    );
    expect(sources.map((item) => [item.getAttribute('value'), item.textContent])).toEqual([
      ['1', 'science.nasa.gov'],
      ['2', 'en.wikipedia.org'],
    ]);
    expect(screen.getByRole('region', { name: 'Follow-up questions' }).textContent).toContain(
      'When did Webb launch?',
    );
  });

  test('places, LLM context and a completed chat', () => {
    const { unmount } = render(
      <WebsearchViewer tool="websearch_local_pois" data={websearchPois} />,
    );
    expect(screen.getByRole('link', { name: '+1 410-338-4700' }).getAttribute('href')).toBe(
      'tel:+14103384700',
    );
    unmount();
    const context = render(
      <WebsearchViewer tool="websearch_llm_context" data={websearchLlmContext} />,
    );
    expect(screen.getByText('science.nasa.gov')).toBeTruthy();
    context.unmount();
    render(<WebsearchViewer tool="websearch_chat_completions" data={websearchChat} />);
    expect(screen.getByText(/^Webb launched on 25 December 2021/)).toBeTruthy();
    expect(screen.getByText('search-chat · 460 tokens')).toBeTruthy();
  });

  test('the text of a finished stream shows the answer it adds up to', () => {
    render(
      <WebsearchViewer tool="websearch_chat_completions" data={websearchChatEvents().join('')} />,
    );
    expect(screen.getByText(/about a month later/)).toBeTruthy();
  });

  test('a 429 says the plan rate was exceeded', () => {
    render(<WebsearchViewer tool="websearch_web_search" data={websearchRateLimited} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Too many requests for this plan/);
    expect(alert.textContent).toContain('RATE_LIMITED');
  });

  test.each([
    ['a result without a url', { type: 'news', results: [{ title: 'No link' }] }],
    [
      'a cut-off stream',
      'data: {"object":"chat.completion.chunk","choices":[{"delta":{"content":"Hi"}}]}\n\n',
    ],
    ['an unknown type', { type: 'discussions', results: [] }],
  ])('%s falls back to the JSON viewer', (_name, data) => {
    const { container } = render(<WebsearchViewer tool="websearch_web_search" data={data} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test('a chat stream cut off before its end shows as JSON', () => {
    const cut = websearchChatEvents().slice(0, 3).join('');
    const { container } = render(<WebsearchViewer tool="websearch_chat_completions" data={cut} />);
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test('a tool this version does not know shows its result as JSON', () => {
    const { container } = render(
      <WebsearchViewer tool="websearch_goggles_search" data={websearchWeb} />,
    );
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test("a body its tool's view cannot render falls back to JSON in ToolResultView", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const untrusted: ToolResultViewProps = {
      tool: 'websearch_image_search',
      data: { type: 'images', results: 'many' },
    };
    const { container } = render(<ToolResultView {...untrusted} />);
    await waitFor(() => expect(container.querySelector('[data-viewer="fallback"]')).not.toBeNull());
    logged.mockRestore();
  });
});
