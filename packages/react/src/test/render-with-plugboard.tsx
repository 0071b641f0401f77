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

/** renderHook inside a fresh SWR cache and a PlugboardProvider; `initialProps` as renderHook's. */
export function renderHookWithPlugboard<Result, Props = undefined>(
  hook: (props: Props) => Result,
  options: ProviderOptions & { initialProps?: Props },
): RenderHookResult<Result, Props> {
  const { reactStrictMode, initialProps, ...props } = options;
  return renderHook<Result, Props>(hook, {
    wrapper: ({ children }) => <TestProviders {...props}>{children}</TestProviders>,
    reactStrictMode,
    ...(initialProps === undefined ? {} : { initialProps }),
  });
}
