import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixtureBffOptions } from '../stories/fixture-bff.ts';
import { withFixtureBff } from '../stories/with-fixture-bff.tsx';
import { fixtureConnectorTools, fixtureLongNameToken, fixtureMcpTokens } from './fixtures.ts';
import { McpClientSetup } from './mcp-client-setup.tsx';

const meta: Meta<typeof McpClientSetup> = {
  title: 'Plugboard/McpClientSetup',
  component: McpClientSetup,
  decorators: [withFixtureBff],
  // Every story's app allows the catalog's reads: the chooser's connectors and their tool counts.
  parameters: { layout: 'padded', plugboard: { connectorTools: fixtureConnectorTools() } },
  args: { serverName: 'acme' },
};
export default meta;

type Story = StoryObj<typeof McpClientSetup>;

const bff = (plugboard: FixtureBffOptions) => ({
  plugboard: { connectorTools: fixtureConnectorTools(), ...plugboard },
});

/** Switches the create form to "Choose connectors" and ticks `connectors` (by their names). */
async function chooseConnectors(canvasElement: HTMLElement, connectors: RegExp[]) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: /Choose connectors/ }));
  for (const name of connectors) {
    await userEvent.click(await canvas.findByRole('checkbox', { name }));
  }
  return canvas;
}

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

/** The default when creating a token: the client discovers tools as it needs them. */
export const ScopeDiscoverDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: /Discover tools as needed \(recommended\)/ }),
    ).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Choose connectors/ })).toBeEnabled();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Connectors chosen: each with its allowed tools' count, and the listed count. */
export const ScopeConnectorsChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseConnectors(canvasElement, [/^CRM/]);
    await expect(canvas.getByRole('checkbox', { name: /^Video/ })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('36 tools listed');
    await expect(canvas.queryByText(/at most 40 tools/)).toBeNull();
  },
};

/** Single tools: a connector's disclosure lists its tools; unticking one narrows the token. */
export const ScopeSingleTools: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseConnectors(canvasElement, [/^Video/]);
    const disclosure = canvas.getByRole('button', { name: 'Choose single tools of Video' });
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const tools = within(canvas.getByRole('list', { name: 'Choose single tools of Video' }));
    const boxes = tools.getAllByRole('checkbox');
    for (const box of boxes.slice(3)) await userEvent.click(box);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 tools listed');
    await expect(canvas.getByRole('checkbox', { name: /^Video/ })).toHaveAccessibleName(
      `Video 3 of ${boxes.length} tools`,
    );
  },
};

/** Past 40 listed tools, a note says that some clients use no more. */
export const ScopeOverToolLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseConnectors(canvasElement, [/^CRM/, /^Docs/]);
    await expect(canvas.getByRole('status')).toHaveTextContent('45 tools listed');
    await expect(
      canvas.getByText(/Some clients, such as Cursor, use at most 40 tools/),
    ).toBeVisible();
  },
};

/** A listed scope with no connector ticked is told before any request. */
export const ScopeNoConnector: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseConnectors(canvasElement, []);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tick at least one connector');
  },
};

/** The BFF refuses the chosen scope: its message is shown under the form. */
export const ScopeRefused: Story = {
  parameters: bff({
    failures: {
      mcpCreate: {
        code: 'VALIDATION_FAILED',
        message:
          'Invalid request body: tool_scope names connector video, which this app does not allow.',
        status: 400,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await chooseConnectors(canvasElement, [/^Video/]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/connector video/);
  },
};

/** Each token says what its client sees; Change opens the same chooser, filled with it. */
export const ChangeScope: Story = {
  parameters: bff({ mcpTokens: fixtureMcpTokens() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lists the tools of CRM')).toBeVisible();
    await expect(canvas.getByText('Lists 3 tools of CRM and Docs')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change what Cursor at home sees' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', {
        name: 'What “Cursor at home” sees',
      }),
    );
    await expect(dialog.getByRole('radio', { name: /Choose connectors/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^CRM/ })).toBeChecked();
  },
};

/** The BFF refuses the change: the dialog stays open and says why. */
export const ChangeScopeError: Story = {
  parameters: bff({
    mcpTokens: fixtureMcpTokens(),
    failures: { mcpUpdate: { code: 'NOT_FOUND', message: 'No such token.', status: 404 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change what Work laptop sees' }),
    );
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /Choose connectors/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Docs/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not change the token.');
  },
};
