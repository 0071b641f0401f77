import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import * as stories from './mcp-client-setup.stories.tsx';

const { Empty, TokenList } = composeStories(stories);

/** Presses Tab until `element` has focus (at most 40 times), as a keyboard user would reach it. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let presses = 0; presses < 40 && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(element);
}

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

  test('connectors and single tools are chosen from the keyboard, and the token is made with them', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const discover = await screen.findByRole('radio', { name: /Discover tools as needed/ });
    await tabTo(user, discover);
    await user.keyboard('{ArrowDown}');
    const listed = screen.getByRole('radio', { name: /Choose connectors/ });
    expect(listed).toHaveProperty('checked', true);
    const crm = screen.getByRole('checkbox', { name: /^CRM/ });
    await tabTo(user, crm);
    await user.keyboard(' ');
    expect(crm).toHaveProperty('checked', true);
    await user.tab();
    const disclosure = screen.getByRole('button', { name: 'Choose single tools of CRM' });
    expect(document.activeElement).toBe(disclosure);
    await user.keyboard('{Enter}');
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('35 tools listed');

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.type(name, 'CRM laptop{Enter}');
    await screen.findByRole('heading', { name: 'Your new token “CRM laptop”' });
    expect(await screen.findByText('Lists 35 tools of CRM')).toBeTruthy();
  }, 30_000);

  test('Change opens the scope dialog with focus inside; Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<TokenList />);
    const change = await screen.findByRole('button', { name: 'Change what Cursor at home sees' });
    change.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'What “Cursor at home” sees' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(change);
  }, 30_000);
});
