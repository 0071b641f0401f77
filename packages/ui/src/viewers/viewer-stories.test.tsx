/// <reference types="vite/client" />
import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { expect, test } from 'vitest';
import { axeViolations } from '../test/axe.ts';

// Every viewer story, found by file name so a new stories file is covered without a list to keep:
// rendered as Storybook renders it, played (the play functions hold its assertions), then axe.
const files = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});
const stories = Object.values(files).flatMap((file) =>
  // composeStories types its answer from a module's literal type, which a glob cannot give.
  (Object.values(composeStories(file)) as ComposedStoryFn<ReactRenderer>[]).map((Story) => ({
    id: Story.id,
    Story,
  })),
);

test('every viewer has its stories file', () => {
  expect(Object.keys(files).sort()).toEqual([
    './crm/crm.stories.tsx',
    './doclib/doclib.stories.tsx',
    './docsapp/docsapp.stories.tsx',
    './json/json.stories.tsx',
    './tool-result-view.stories.tsx',
    './video/video.stories.tsx',
    './warehouse/warehouse.stories.tsx',
    './websearch/websearch.stories.tsx',
  ]);
});

// axe over a grid of a few hundred cells takes seconds on a busy machine.
test.each(stories)(
  '$id renders, plays and passes axe',
  async ({ Story }) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    expect(await axeViolations(container)).toEqual([]);
  },
  30_000,
);
