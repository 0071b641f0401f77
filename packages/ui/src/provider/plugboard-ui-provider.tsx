'use client';

import { type ReactNode, useMemo } from 'react';
import type { Appearance } from '../appearance/appearance.ts';
import type { LocalizationOverrides } from '../localization/default-strings.ts';
import { createUiValue, PlugboardUiContext } from './plugboard-ui-context.ts';

export interface PlugboardUiProviderProps {
  /** Strings to replace: any of `Localization`'s, the rest stay English. */
  localization?: LocalizationOverrides;
  /** Theme, CSS variables and per-element classes for every component below. */
  appearance?: Appearance;
  children?: ReactNode;
}

/**
 * Localization and appearance for every @plugboard/ui component below it: the one place to set
 * them (components take only a `className` of their own). Optional: without it, components use
 * the English strings and the stylesheet's look. Keep the two objects stable (module constants or
 * `useMemo`), as with any context value.
 *
 * @example
 * ```tsx
 * const appearance = { theme: 'dark', variables: { 'color-primary': '#0f766e' }, elements: { button: 'btn' } } as const;
 * const localization = { connectLabel: (name: string) => `${name} verbinden`, cancel: 'Abbrechen' };
 *
 * <PlugboardUiProvider appearance={appearance} localization={localization}>
 *   <ConnectButton connector="crm" />
 * </PlugboardUiProvider>
 * ```
 */
export function PlugboardUiProvider({
  localization,
  appearance,
  children,
}: PlugboardUiProviderProps) {
  const value = useMemo(() => createUiValue(localization, appearance), [localization, appearance]);
  return <PlugboardUiContext.Provider value={value}>{children}</PlugboardUiContext.Provider>;
}
