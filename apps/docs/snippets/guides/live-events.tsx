import { useAccountEvents } from '@plugboard/react/events';

/** Once in the layout: every list, readiness and permission below the provider stays live. */
export function LiveAccounts({ notify }: { notify: (message: string) => void }) {
  const { status } = useAccountEvents((event) => {
    if (event.account.status === 'EXPIRED') {
      notify(`${event.account.connector} needs reconnecting`);
    }
  });
  return <small>{status === 'live' ? 'Live' : 'Reconnecting…'}</small>;
}
