import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import '../viewers.css';
import { ChatStream } from './chat-stream.tsx';
import {
  websearchChat,
  websearchChatEvents,
  websearchChatStream,
  websearchDescriptions,
  websearchEnrichments,
  websearchEntityInfo,
  websearchImages,
  websearchLlmContext,
  websearchNews,
  websearchPois,
  websearchRateLimited,
  websearchSpellcheck,
  websearchSuggest,
  websearchSummary,
  websearchWeb,
} from './fixtures.ts';
import { WebsearchViewer } from './websearch-viewer.tsx';

const meta: Meta<typeof WebsearchViewer> = {
  title: 'Plugboard/Viewers/Web search',
  component: WebsearchViewer,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof WebsearchViewer>;

export const WebSearch: Story = {
  args: { tool: 'websearch_web_search', data: websearchWeb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Web' })).toBeVisible();
    await expect(canvas.getByText('Breaking')).toBeVisible();
    await expect(canvas.getByText(/Showing results for/)).toBeVisible();
    await expect(canvas.getByText('websearch_summarizer_search')).toBeVisible();
  },
};

export const News: Story = {
  args: { tool: 'websearch_news_search', data: websearchNews },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: "Webb spots carbon dioxide in an exoplanet's atmosphere",
      }),
    ).toBeVisible();
  },
};

export const Images: Story = {
  args: { tool: 'websearch_image_search', data: websearchImages },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Pillars of Creation (MIRI)' }),
    ).toBeVisible();
  },
};

export const Suggestions: Story = {
  args: { tool: 'websearch_suggest_search', data: websearchSuggest },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Spellcheck: Story = {
  args: { tool: 'websearch_spellcheck', data: websearchSpellcheck },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Did you mean james webb telescope?'),
    ).toBeVisible();
  },
};

export const Places: Story = {
  args: { tool: 'websearch_local_pois', data: websearchPois },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4.7 of 5 (212 reviews)')).toBeVisible();
  },
};

export const PlaceDescriptions: Story = {
  args: { tool: 'websearch_local_descriptions', data: websearchDescriptions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/science operations center/)).toBeVisible();
  },
};

export const Summary: Story = {
  args: { tool: 'websearch_summarizer_search', data: websearchSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'source 1' })).toHaveLength(2);
    await expect(
      within(canvas.getByRole('region', { name: 'Sources' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

/** An answer with enrichments only: their text, images, entities and the pages it drew on. */
export const SummaryEnrichments: Story = {
  args: { tool: 'websearch_summarizer_enrichments', data: websearchEnrichments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/second Lagrange point\.$/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Webb folded for launch' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lagrange point' })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Sources' })).getAllByRole('link'),
    ).toHaveLength(2);
  },
};

export const EntityInfo: Story = {
  args: { tool: 'websearch_summarizer_entity_info', data: websearchEntityInfo },
  play: async ({ canvasElement }) => {
    const about = within(within(canvasElement).getByRole('region', { name: 'About' }));
    await expect(about.getByText('James Webb Space Telescope')).toBeVisible();
    await expect(about.getByText(/\(Open Encyclopedia\)$/)).toBeVisible();
  },
};

export const LlmContext: Story = {
  args: { tool: 'websearch_llm_context', data: websearchLlmContext },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/18 hexagonal segments/)).toBeVisible();
  },
};

export const ChatCompletion: Story = {
  args: { tool: 'websearch_chat_completions', data: websearchChat },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('search-chat · 460 tokens')).toBeVisible();
  },
};

/** A finished stream handed over as text: the answer it adds up to. */
export const ChatStreamText: Story = {
  args: { tool: 'websearch_chat_completions', data: websearchChatEvents().join('') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ariane 5 rocket\.$/)).toBeVisible();
  },
};

/** Tokens appear as they stream in; the live region is busy until [DONE]. */
export const StreamingChat: Story = {
  render: () => <ChatStream stream={websearchChatStream(20)} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-viewer="websearch-chat-stream"]');
    await waitFor(() => expect(root?.getAttribute('data-status')).toBe('done'), {
      timeout: 10_000,
    });
    await expect(within(canvasElement).getByText(/1\.5 million km from Earth\.$/)).toBeVisible();
  },
};

export const RateLimited: Story = {
  args: { tool: 'websearch_web_search', data: websearchRateLimited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many requests for this plan',
    );
  },
};
