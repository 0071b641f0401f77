// A Vue, Svelte or plain page: the same BFF client, connect flow and callback, without React.
import { createBffClient, PlugboardError, startConnectFlow } from '@plugboard/react/core';

const client = createBffClient({ baseUrl: '/api/plugboard' });

const button = document.querySelector<HTMLButtonElement>('#connect-crm');
button?.addEventListener('click', () => {
  // Inside the click: the popup opens before anything is awaited.
  startConnectFlow({
    client,
    connector: 'crm',
    window,
    fallback: 'redirect',
    onChange(state) {
      if (button) button.disabled = state.status === 'pending';
      if (button && state.status === 'success') {
        button.textContent = `Connected as ${state.account?.identifier}`;
      }
    },
  });
});

export async function accountCount(): Promise<number> {
  try {
    const page = await client.listAccounts();
    return page.accounts.length;
  } catch (error) {
    if (error instanceof PlugboardError && error.code === 'UNAUTHENTICATED') return 0;
    throw error;
  }
}
