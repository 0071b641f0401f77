import { PlugboardProvider, type PlugboardProviderProps } from '@plugboard/react';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `ui` inside a PlugboardProvider. Every test file starts its own BFF on a free port, and
 * the provider's cache keys include the base URL, so tests never see each other's accounts.
 */
export function renderWithPlugboard(
  ui: ReactNode,
  options: Omit<PlugboardProviderProps, 'children'>,
): RenderResult {
  return render(<PlugboardProvider {...options}>{ui}</PlugboardProvider>);
}
