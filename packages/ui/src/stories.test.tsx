/// <reference types="vite/client" />
import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { axeViolations } from './test/axe.ts';

// Every component story, found by file name so a new stories file cannot be missed, rendered as
// Storybook renders it (decorators, args, fixture BFF) and played: the play functions hold each
// story's assertions. The viewers' stories have a test of their own (viewers/viewer-stories.test.tsx).
const files = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['./**/*.stories.tsx', '!./viewers/**'],
  { eager: true },
);
const stories = Object.values(files).flatMap((file) =>
  // composeStories types its answer from a module's literal type, which a glob cannot give.
  (Object.values(composeStories(file)) as ComposedStoryFn<ReactRenderer>[]).map((Story) => ({
    id: Story.id,
    Story,
  })),
);

// A story plays without a person's click, so a browser would block its popups: here too.
// And each story is a fresh tab: nothing a story before it kept in sessionStorage.
beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

test.each(Object.entries(files))('%s has stories', (_file, module) => {
  expect(Object.keys(composeStories(module)).length).toBeGreaterThan(0);
});

test.each(stories)(
  '$id renders, plays and passes axe',
  async ({ Story }) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    // Dialogs render under <body>, outside the story's container: each is checked too.
    for (const part of [container, ...document.querySelectorAll('[role="dialog"]')]) {
      expect(await axeViolations(part)).toEqual([]);
    }
    // Stories that type into a form and then run axe over a whole page take seconds under jsdom.
  },
  15_000,
);
