import {
  type RenderHookResult,
  type RenderResult,
  render,
  renderHook,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlugboardProvider, type PlugboardProviderProps } from '../context/plugboard-provider.tsx';

export type ProviderOptions = Omit<PlugboardProviderProps, 'children'> & {
  reactStrictMode?: boolean;
};

// Each provider has a cache of its own, so no answer leaks between tests.
function TestProviders(props: PlugboardProviderProps) {
  return <PlugboardProvider {...props} />;
}

/** Renders `ui` inside a PlugboardProvider. */
export function renderWithPlugboard(ui: ReactNode, options: ProviderOptions): RenderResult {
  const { reactStrictMode, ...props } = options;
  return render(<TestProviders {...props}>{ui}</TestProviders>, { reactStrictMode });
}

/** renderHook inside a PlugboardProvider; `initialProps` as renderHook's. */
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
