import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import * as stories from './mcp-client-setup.stories.tsx';

const { Empty, TokenList } = composeStories(stories);

describe('McpClientSetup by keyboard', () => {
  test('a token is created from the keyboard, and focus lands on its secret’s warning', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    name.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a name for the token.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.type(name, 'Desk');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Your new token “Desk”' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('textbox', { name: 'New token' })).toBeTruthy();
  }, 30_000);

  test('Revoke opens a confirmation with focus inside; Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<TokenList />);
    const revoke = await screen.findByRole('button', { name: 'Revoke Work laptop' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Work laptop”?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(revoke);
  }, 30_000);
});
