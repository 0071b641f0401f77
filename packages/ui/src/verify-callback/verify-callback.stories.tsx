import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FixtureBffOptions } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { VerifyCallback } from './verify-callback.tsx';

const meta: Meta<typeof VerifyCallback> = {
  title: 'Plugboard/VerifyCallback',
  component: VerifyCallback,
  decorators: [withFixtureBff],
  // What the third party appends to the callback URL.
  args: { search: '?auth_request_id=ar_story&state=story-state' },
  // Every story is the same callback: the tab would recall another story's success on reload.
  beforeEach: () => {
    sessionStorage.clear();
  },
};
export default meta;

type Story = StoryObj<typeof VerifyCallback>;

const bff = (plugboard: FixtureBffOptions) => ({ plugboard });

export const Verifying: Story = {
  parameters: bff({ pending: ['verify'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Finishing the connection…');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Connected.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the app' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A refusal no retry can fix: the user starts again from the app. */
export const Failure: Story = {
  parameters: bff({
    failures: {
      verify: {
        code: 'INVALID_STATE',
        message: 'The connection attempt expired. Start connecting again.',
        status: 400,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/attempt expired/);
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** A passing outage: Retry sends the verification again. */
export const FailureWithRetry: Story = {
  parameters: bff({
    failures: {
      verify: {
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The connection service is unavailable. Try again in a moment.',
        status: 503,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const OpenedWithoutParameters: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/auth_request_id and state/);
  },
};

/** The user refused access at the third party: nothing to retry, the way back to start again. */
export const AuthorizationDenied: Story = {
  args: { search: '?error=access_denied&error_description=The%20user%20declined&state=story' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /The connection was not allowed\..*The user declined/,
    );
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  },
};

/**
 * The popup was blocked and the flow ran in this tab: after success the page goes back to where
 * the flow started (here it waits, so the story stays on screen).
 */
export const ReturningToTheApp: Story = {
  args: { closeDelayMs: 2_147_483_647 },
  parameters: bff({ returnTo: '/settings/integrations' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Connected. Taking you back…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the app' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
  },
};
