import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import * as connectButtonStories from './connect-button/connect-button.stories.tsx';
import * as connectedAccountsListStories from './connected-accounts-list/connected-accounts-list.stories.tsx';
import { axeViolations } from './test/axe.ts';
import * as verifyCallbackStories from './verify-callback/verify-callback.stories.tsx';

// Every story, rendered as Storybook renders it (decorators, args, fixture BFF) and played: the
// play functions hold each story's assertions.
const stories = [
  ...Object.entries(composeStories(connectButtonStories)),
  ...Object.entries(composeStories(connectedAccountsListStories)),
  ...Object.entries(composeStories(verifyCallbackStories)),
].map(([name, Story]) => ({ id: Story.id, name, Story }));

test('every story file is covered', () => {
  expect(stories.length).toBeGreaterThanOrEqual(17);
});

test.each(stories)('$id renders, plays and passes axe', async ({ Story }) => {
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container });
  expect(await axeViolations(container)).toEqual([]);
});
