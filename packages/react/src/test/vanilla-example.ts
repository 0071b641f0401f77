import {
  type BffClient,
  createBffClient,
  isConnectPopup,
  returnToApp,
  startConnectFlow,
  verifyCallback,
} from '@plugboard/react/core';

/** The settings page: a button that connects a Docs account, and the accounts connected so far. */
export function mountAccounts(root: HTMLElement, client: BffClient = createBffClient()): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Connect Docs';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const list = document.createElement('ul');
  root.append(button, status, list);

  const showAccounts = async () => {
    const { accounts } = await client.listAccounts();
    list.replaceChildren(
      ...accounts.map((account) => {
        const item = document.createElement('li');
        item.textContent = `${account.connector}: ${account.identifier} (${account.status})`;
        return item;
      }),
    );
  };

  // The flow opens its popup synchronously, so it starts inside the click handler.
  button.addEventListener('click', () => {
    button.disabled = true;
    startConnectFlow({
      client,
      connector: 'docsapp',
      window,
      fallback: 'redirect',
      onChange(state) {
        status.textContent = state.error?.message ?? state.status;
        if (state.status === 'pending') return;
        button.disabled = false;
        if (state.status === 'success') void showAccounts();
      },
    });
  });

  void showAccounts();
}

/**
 * The callback page at the app's `user_verify_url`: verifies and tells the settings page, then
 * closes the popup, or goes back to the settings page when the flow left it (popup blocked).
 */
export async function finishConnect(
  root: HTMLElement,
  client: BffClient = createBffClient(),
): Promise<void> {
  try {
    const answer = await verifyCallback(client, window.location.search, window);
    if (isConnectPopup(window)) window.close();
    else if (!returnToApp(window, answer)) root.textContent = 'Connected. You can close this tab.';
  } catch (error) {
    root.textContent = `Could not connect: ${(error as Error).message}`;
  }
}
