import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { findByRole, findByText } from '@testing-library/dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBffClient } from './core/bff-client.ts';
import { finishConnect, mountAccounts } from './test/vanilla-example.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

describe('a page without React (src/test/vanilla-example.ts)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  test('connects an account through the popup and lists it', async () => {
    const settings = document.body.appendChild(document.createElement('main'));
    const windows = stubWindowOpen();
    mountAccounts(settings, bff.client);
    const button: HTMLButtonElement = await findByRole(settings, 'button', {
      name: 'Connect Docs',
    });
    button.click();
    expect(button.disabled).toBe(true);
    await findByText(settings, 'pending');

    // The popup's journey: consent at the third party, then the app's callback page.
    const search = await bff.consent(windows.popup.location.href);
    window.history.replaceState(null, '', `/connect/callback${search}`);
    const callbackPage = document.body.appendChild(document.createElement('div'));
    await finishConnect(callbackPage, bff.client);

    expect(await findByText(settings, 'docsapp: ada@example.com (ACTIVE)')).toBeTruthy();
    expect(settings.querySelector('[role="status"]')?.textContent).toBe('success');
    expect(button.disabled).toBe(false);
    expect(callbackPage.textContent).toBe('Connected. You can close this tab.');
  });
});
