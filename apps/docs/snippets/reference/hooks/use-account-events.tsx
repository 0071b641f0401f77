import { useAccountEvents } from '@plugboard/react/events';
import { useState } from 'react';

/** Keeps every Plugboard list on the page live, and shows whether the stream is up. */
export function LiveIndicator() {
  const [lastChange, setLastChange] = useState('');
  const { status } = useAccountEvents((event) => {
    if (event.type === 'connected_account.status_updated') {
      setLastChange(`${event.account.id} is now ${event.account.status}`);
    }
  });
  return (
    <p>
      {status === 'live' ? 'Live' : 'Reconnecting…'} {lastChange}
    </p>
  );
}
