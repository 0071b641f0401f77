import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixtureBffOptions } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { fixtureLongNameToken, fixtureMcpTokens } from './fixtures.ts';
import { McpClientSetup } from './mcp-client-setup.tsx';

const meta: Meta<typeof McpClientSetup> = {
  title: 'Plugboard/McpClientSetup',
  component: McpClientSetup,
  decorators: [withFixtureBff],
  parameters: { layout: 'padded' },
  args: { serverName: 'acme' },
};
export default meta;

type Story = StoryObj<typeof McpClientSetup>;

const bff = (plugboard: FixtureBffOptions) => ({ plugboard });

export const Loading: Story = {
  parameters: bff({ pending: ['mcpTokens'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your AI client tokens…');
  },
};

export const LoadError: Story = {
  parameters: bff({
    failures: { mcpTokens: { code: 'UNAUTHENTICATED', message: 'Sign in first.', status: 401 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Could not load/);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** No token yet: the endpoint, the form, a configuration with a placeholder. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No token yet/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'MCP endpoint URL' })).toHaveValue(
      'https://app.example.com/mcp',
    );
  },
};

/** A token per client: one never used, one expiring within a day, one expired. */
export const TokenList: Story = {
  parameters: bff({ mcpTokens: fixtureMcpTokens() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cursor at home')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Revoke / })).toHaveLength(4);
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};

/** Just created: the secret once, with its warning, and written into the configuration. */
export const JustCreated: Story = {
  args: { defaultClient: 'cursor' },
  parameters: bff({ mcpTokens: fixtureMcpTokens().slice(1) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Mac');
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(await canvas.findByText(/you will not see it again/)).toBeVisible();
    const secret = (canvas.getByRole('textbox', { name: 'New token' }) as HTMLInputElement).value;
    await expect(secret).toMatch(/^pbm_fixture/);
    const config = canvas.getByRole('textbox', { name: 'Configuration for Cursor' });
    await expect((config as HTMLTextAreaElement).value).toContain(`"Bearer ${secret}"`);
  },
};

export const CreateError: Story = {
  parameters: bff({
    failures: {
      mcpCreate: { code: 'RATE_LIMITED', message: 'Too many tokens today.', status: 429 },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not create the token.');
  },
};

/** Revoke asks first and says the client stops working at once. */
export const RevokeConfirm: Story = {
  parameters: bff({ mcpTokens: fixtureMcpTokens() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Cursor at home' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent(/Cursor stops working with your accounts at once/);
  },
};

export const LongNames: Story = {
  args: { serverName: 'acme-analytics-production-workspace' },
  parameters: bff({ mcpTokens: [fixtureLongNameToken(), ...fixtureMcpTokens()] }),
};

export const Narrow: Story = {
  parameters: {
    ...bff({ mcpTokens: fixtureMcpTokens() }),
    viewport: { defaultViewport: 'mobile1' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
