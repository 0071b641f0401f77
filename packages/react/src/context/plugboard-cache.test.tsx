import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Middleware, SWRConfig, type SWRConfiguration } from 'swr';
import { describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { useAccountActivity } from '../hooks/use-account-activity.ts';
import { useConnectors } from '../hooks/use-connectors.ts';
import { PlugboardProvider } from './plugboard-provider.tsx';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

/** A host's SWR settings, each of which would change what Plugboard's hooks do. */
function hostSettings() {
  const cache = new Map();
  const fetcher = vi.fn(async () => 'the host fetcher answered');
  const middleware = vi.fn<Middleware>((next) => (key, fetch, config) => next(key, fetch, config));
  const value: SWRConfiguration = {
    provider: () => cache,
    fetcher,
    use: [middleware],
    // Any of these alone would leave Plugboard's hooks without an answer.
    isPaused: () => true,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
    fallback: { [`${bff.baseUrl}/connectors`]: { connectors: [] } },
  };
  return { cache, fetcher, middleware, value };
}

function Probe({ accountId }: { accountId: string }) {
  const connectors = useConnectors();
  const activity = useAccountActivity(accountId);
  return (
    <>
      <output aria-label="connectors">{connectors.data?.map((c) => c.id).join(',')}</output>
      <output aria-label="activity">{activity.data ? String(activity.data.length) : ''}</output>
    </>
  );
}

function Names() {
  const { data } = useConnectors();
  return <span>{data ? 'loaded' : 'loading'}</span>;
}

describe("Plugboard's own SWR cache and settings", () => {
  test.each<[string, (host: SWRConfiguration, children: ReactNode) => ReactNode]>([
    [
      'above the provider',
      (host, children) => (
        <SWRConfig value={host}>
          <PlugboardProvider baseUrl={bff.baseUrl} fetch={bff.fetch}>
            {children}
          </PlugboardProvider>
        </SWRConfig>
      ),
    ],
    [
      'below the provider',
      (host, children) => (
        <PlugboardProvider baseUrl={bff.baseUrl} fetch={bff.fetch}>
          <SWRConfig value={host}>{children}</SWRConfig>
        </PlugboardProvider>
      ),
    ],
  ])("a host's <SWRConfig> %s changes nothing of the hooks", async (_, wrap) => {
    const account = await bff.connectAccount('docsapp');
    const host = hostSettings();
    render(wrap(host.value, <Probe accountId={account.id} />));

    // Not the host's fallback (an empty list) first, then the BFF's answer despite isPaused and
    // revalidateOnMount: false.
    expect(screen.getByLabelText('connectors').textContent).toBe('');
    await waitFor(() =>
      expect(screen.getByLabelText('connectors').textContent).toContain('docsapp'),
    );
    await waitFor(() => expect(screen.getByLabelText('activity').textContent).toBe('0'));
    expect(host.fetcher).not.toHaveBeenCalled();
    expect(host.middleware).not.toHaveBeenCalled();
    expect([...host.cache.keys()]).toEqual([]);
  });

  test('two providers never share an answer, even at the same base URL', async () => {
    const counts: number[] = [];
    const counting = (index: number) => (input: string, init: RequestInit) => {
      counts[index] = (counts[index] ?? 0) + 1;
      return bff.fetch(input, init);
    };
    render(
      <>
        <PlugboardProvider baseUrl={bff.baseUrl} fetch={counting(0)}>
          <Names />
        </PlugboardProvider>
        <PlugboardProvider baseUrl={bff.baseUrl} fetch={counting(1)}>
          <Names />
        </PlugboardProvider>
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('loaded')).toHaveLength(2));
    await act(async () => {});
    expect(counts).toEqual([1, 1]);
  });
});
