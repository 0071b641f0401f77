import {
  type RenderHookResult,
  type RenderResult,
  render,
  renderHook,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PlugboardProvider, type PlugboardProviderProps } from '../context/plugboard-provider.tsx';

export type ProviderOptions = Omit<PlugboardProviderProps, 'children'> & {
  reactStrictMode?: boolean;
};

function TestProviders(props: PlugboardProviderProps) {
  // swr's own tests do this: a new cache per test, so no answer leaks between tests.
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <PlugboardProvider {...props} />
    </SWRConfig>
  );
}

/** Renders `ui` inside a fresh SWR cache and a PlugboardProvider. */
export function renderWithPlugboard(ui: ReactNode, options: ProviderOptions): RenderResult {
  const { reactStrictMode, ...props } = options;
  return render(<TestProviders {...props}>{ui}</TestProviders>, { reactStrictMode });
}

/** renderHook inside a fresh SWR cache and a PlugboardProvider. */
export function renderHookWithPlugboard<Result>(
  hook: () => Result,
  options: ProviderOptions,
): RenderHookResult<Result, unknown> {
  const { reactStrictMode, ...props } = options;
  return renderHook(hook, {
    wrapper: ({ children }) => <TestProviders {...props}>{children}</TestProviders>,
    reactStrictMode,
  });
}
