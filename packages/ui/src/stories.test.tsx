import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import * as accountActivityStories from './account-details/account-activity.stories.tsx';
import * as accountPermissionsStories from './account-details/account-permissions.stories.tsx';
import * as connectButtonStories from './connect-button/connect-button.stories.tsx';
import * as connectedAccountsListStories from './connected-accounts-list/connected-accounts-list.stories.tsx';
import * as connectorPickerStories from './connector-picker/connector-picker.stories.tsx';
import * as mcpClientSetupStories from './mcp-client-setup/mcp-client-setup.stories.tsx';
import * as plugboardUiProviderStories from './provider/plugboard-ui-provider.stories.tsx';
import { axeViolations } from './test/axe.ts';
import * as toolCallCardStories from './tool-call-card/tool-call-card.stories.tsx';
import * as verifyCallbackStories from './verify-callback/verify-callback.stories.tsx';

// Every story, rendered as Storybook renders it (decorators, args, fixture BFF) and played: the
// play functions hold each story's assertions.
const stories = [
  ...Object.entries(composeStories(connectButtonStories)),
  ...Object.entries(composeStories(connectorPickerStories)),
  ...Object.entries(composeStories(connectedAccountsListStories)),
  ...Object.entries(composeStories(verifyCallbackStories)),
  ...Object.entries(composeStories(plugboardUiProviderStories)),
  ...Object.entries(composeStories(toolCallCardStories)),
  ...Object.entries(composeStories(accountPermissionsStories)),
  ...Object.entries(composeStories(accountActivityStories)),
  ...Object.entries(composeStories(mcpClientSetupStories)),
].map(([name, Story]) => ({ id: Story.id, name, Story }));

// A story plays without a person's click, so a browser would block its popups: here too.
// And each story is a fresh tab: nothing a story before it kept in sessionStorage.
beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

test('every story file is covered', () => {
  expect(stories.length).toBe(75);
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
