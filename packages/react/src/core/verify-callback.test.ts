import type { ConnectMessage } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBffClient } from './bff-client.ts';
import { listenForConnectMessages } from './connect-channel.ts';
import { PlugboardError } from './plugboard-error.ts';
import { verifyCallback } from './verify-callback.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function listen() {
  const heard = vi.fn<(message: ConnectMessage) => void>();
  stops.push(listenForConnectMessages(window, heard));
  return heard;
}

const verifyRequests = () => bff.requests.filter((request) => request.path.endsWith('/verify'));

async function rejection(promise: Promise<unknown>): Promise<PlugboardError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof PlugboardError) return error;
  throw new Error(`expected a PlugboardError, got ${String(error)}`);
}

describe('verifyCallback', () => {
  test('verifies an auth request once however often it is asked, and announces the account', async () => {
    const heard = listen();
    const search = await bff.authorize('warehouse');
    const [first, second] = await Promise.all([
      verifyCallback(bff.client, search, window),
      verifyCallback(bff.client, search, window),
    ]);
    expect(await verifyCallback(bff.client, search, window)).toBe(first);
    expect(second).toBe(first);
    expect(first.account).toMatchObject({ connector: 'warehouse', status: 'ACTIVE' });
    expect(first.return_to).toBeUndefined();
    expect(verifyRequests()).toHaveLength(1);
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledExactlyOnceWith({
        type: 'plugboard:connected',
        account: first.account,
      }),
    );
  });

  test('a refused verification is announced, and asking again sends a new request', async () => {
    const heard = listen();
    const params = new URLSearchParams(await bff.authorize('video'));
    params.set('state', `${params.get('state')}tampered`);
    const error = await rejection(verifyCallback(bff.client, `?${params}`, window));
    expect(error.code).toBe('INVALID_STATE');
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith({
        type: 'plugboard:connect-failed',
        code: 'INVALID_STATE',
        message: error.message,
      }),
    );
    await rejection(verifyCallback(bff.client, `?${params}`, window));
    expect(verifyRequests()).toHaveLength(2);
  });

  test('a passing failure is not announced: the page offers Retry, and the opener hears only the retry', async () => {
    const heard = listen();
    const search = await bff.authorize('docsapp');
    // Nothing listens on the discard port: the request gets no answer.
    const offline = createBffClient({ baseUrl: 'http://127.0.0.1:9/api/plugboard' });
    const error = await rejection(verifyCallback(offline, search, window));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', recovery: 'retry' });
    const answer = await verifyCallback(bff.client, search, window);
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith({ type: 'plugboard:connected', account: answer.account }),
    );
    expect(heard).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: 'plugboard:connect-failed' }),
    );
  });

  test('a denied consent fails without calling the BFF, announced as VERIFY_FAILED', async () => {
    const heard = listen();
    const search = await bff.authorize('crm', 'deny');
    const error = await rejection(verifyCallback(bff.client, search, window));
    expect(error.code).toBe('AUTHORIZATION_DENIED');
    expect(error.message).toMatch(/access_denied/);
    expect(verifyRequests()).toHaveLength(0);
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'plugboard:connect-failed', code: 'VERIFY_FAILED' }),
      ),
    );
  });

  test('a reload of the page after success answers from this tab, without sending the spent state again', async () => {
    const heard = listen();
    const search = await bff.authorize('crm');
    const first = await verifyCallback(bff.client, search, window);
    // A reload: a fresh module, whose page-lifetime attempts are gone; sessionStorage is the tab's.
    vi.resetModules();
    const reloaded = await import('./verify-callback.ts');
    const again = await reloaded.verifyCallback(bff.client, search, window);
    expect(again.account).toEqual(first.account);
    expect(verifyRequests()).toHaveLength(1);
    await vi.waitFor(() =>
      expect(heard).toHaveBeenLastCalledWith({
        type: 'plugboard:connected',
        account: first.account,
      }),
    );
  });

  test('a reload answers only the callback it verified: another auth request is sent', async () => {
    const first = await verifyCallback(bff.client, await bff.authorize('crm'), window);
    vi.resetModules();
    const reloaded = await import('./verify-callback.ts');
    const other = await reloaded.verifyCallback(bff.client, await bff.authorize('video'), window);
    expect(other.account.connector).toBe('video');
    expect(other.account.id).not.toBe(first.account.id);
    expect(verifyRequests()).toHaveLength(2);
  });

  test('a reload answers only the callback it verified: the same auth request with another state is sent, and refused', async () => {
    const search = await bff.authorize('crm');
    await verifyCallback(bff.client, search, window);
    // Another search is another attempt of this page; only sessionStorage could answer it.
    const forged = new URLSearchParams(search);
    forged.set('state', `${forged.get('state')}x`);
    await expect(verifyCallback(bff.client, `?${forged}`, window)).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    expect(verifyRequests()).toHaveLength(2);
  });
});
