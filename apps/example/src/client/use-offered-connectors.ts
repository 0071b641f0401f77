import type { ConnectorInfo, ConnectorsResponse } from '@plugboard/schema';
import { useEffect, useState } from 'react';

interface OfferedConnectors {
  list: ConnectorInfo[];
  isLoading: boolean;
  error: string | null;
}

/** The connectors the BFF offers this app's users (GET /api/plugboard/connectors). */
export function useOfferedConnectors(): OfferedConnectors {
  const [state, setState] = useState<OfferedConnectors>({ list: [], isLoading: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/plugboard/connectors', { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as ConnectorsResponse;
        setState({ list: body.connectors, isLoading: false, error: null });
      })
      .catch((cause: Error) => {
        if (!controller.signal.aborted)
          setState({ list: [], isLoading: false, error: cause.message });
      });
    return () => controller.abort();
  }, []);

  return state;
}
