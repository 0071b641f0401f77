import * as Dialog from '@radix-ui/react-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { AccountDetailsDialog } from '../connected-accounts-list/account-details-dialog.tsx';
import { DisconnectDialog } from '../connected-accounts-list/disconnect-dialog.tsx';
import { RevokeTokenDialog } from '../mcp-client-setup/revoke-token-dialog.tsx';
import { DialogOverlay } from './dialog-overlay.tsx';

const root = document.documentElement;
const ignore = () => {};

/** Every `<style>` element added to the document while a test runs: a strict CSP refuses them. */
let addedStyles: Node[] = [];
const observer = new MutationObserver((records) => {
  for (const record of records) {
    addedStyles.push(...[...record.addedNodes].filter((node) => node.nodeName === 'STYLE'));
  }
});
beforeEach(() => {
  addedStyles = [];
  observer.observe(document, { childList: true, subtree: true });
});
afterEach(() => observer.disconnect());

const kitDialogs: [string, ReactElement, string][] = [
  [
    'disconnect',
    <DisconnectDialog
      key="disconnect"
      name="Docs"
      accountName="ada@acme.test"
      onConfirm={ignore}
      onConfirmedClose={ignore}
    />,
    'Disconnect Docs (ada@acme.test)',
  ],
  [
    'account details',
    <AccountDetailsDialog key="details" trigger="Permissions" label="Permissions" title="Scopes">
      <p>Read your documents</p>
    </AccountDetailsDialog>,
    'Permissions',
  ],
  [
    'revoke token',
    <RevokeTokenDialog
      key="revoke"
      name="Work laptop"
      client="Claude Code"
      onConfirm={ignore}
      onConfirmedClose={ignore}
    />,
    'Revoke Work laptop',
  ],
];

describe.each(kitDialogs)('the %s dialog', (_, dialog, trigger) => {
  test('locks the scroll while open, with no <style> element, and keeps the modal behaviour', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <p>Page behind</p>
        {dialog}
      </>,
    );
    await user.click(screen.getByRole('button', { name: trigger }));
    const content = await screen.findByRole('dialog');

    expect(addedStyles).toEqual([]);
    expect(root.style.overflowY).toBe('hidden');
    expect(container.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.style.pointerEvents).toBe('none');
    expect(content.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.style.overflowY).toBe('');
    expect(addedStyles).toEqual([]);
  });
});

function Nested() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>Outer</Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay className="outer-overlay" />
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Outer dialog</Dialog.Title>
          <Dialog.Root>
            <Dialog.Trigger>Inner</Dialog.Trigger>
            <Dialog.Portal>
              <DialogOverlay className="inner-overlay" />
              <Dialog.Content aria-describedby={undefined}>
                <Dialog.Title>Inner dialog</Dialog.Title>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

describe('DialogOverlay', () => {
  test('nested dialogs hold one lock, which stays until the outer one closes', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Outer' }));
    await user.click(await screen.findByRole('button', { name: 'Inner' }));
    await screen.findByRole('dialog', { name: 'Inner dialog' });
    expect(root.style.overflowY).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner dialog' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer dialog' })).toBeTruthy();
    expect(root.style.overflowY).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.style.overflowY).toBe('');
    expect(addedStyles).toEqual([]);
  });

  test('takes pointer events while <body> has none, and a press on it closes the dialog', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Outer' }));
    await screen.findByRole('dialog', { name: 'Outer dialog' });
    const overlay = document.querySelector<HTMLElement>('.outer-overlay');
    expect(overlay?.style.pointerEvents).toBe('auto');
    expect(overlay?.dataset.state).toBe('open');

    if (overlay) await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.style.overflowY).toBe('');
  });
});
