'use client';

import { type CSSProperties, createContext, useContext } from 'react';
import { type Appearance, variablesStyle } from '../appearance/appearance.ts';
import type { ElementKey } from '../appearance/element-keys.ts';
import { classNames } from '../common/class-names.ts';
import type { Localization, LocalizationOverrides } from '../localization/default-strings.ts';
import { mergeLocalization } from '../localization/merge-localization.ts';

/** Props that carry the appearance onto an element: its classes, and on roots theme and variables. */
export interface AppearanceProps {
  className: string;
  style?: CSSProperties;
  'data-theme'?: Appearance['theme'];
}

/** What every component reads from the nearest `<PlugboardUiProvider>`, or the defaults. */
export interface PlugboardUiValue {
  strings: Localization;
  /** Our classes, then the host's for `key` from `appearance.elements`, then `className`. */
  classes(key: ElementKey, base: string, className?: string): string;
  /**
   * Props of a root element, and of a dialog's parts (they render under `<body>`, outside any
   * themed ancestor): the classes, plus `appearance.theme` and `appearance.variables`.
   */
  root(key: ElementKey, base: string, className?: string): AppearanceProps;
}

export function createUiValue(
  localization: LocalizationOverrides = {},
  appearance: Appearance = {},
): PlugboardUiValue {
  const style = appearance.variables ? variablesStyle(appearance.variables) : undefined;
  const classes: PlugboardUiValue['classes'] = (key, base, className) =>
    classNames(base, appearance.elements?.[key], className);
  return {
    strings: mergeLocalization(localization),
    classes,
    root: (key, base, className) => ({
      className: classes(key, base, className),
      ...(style ? { style } : {}),
      ...(appearance.theme ? { 'data-theme': appearance.theme } : {}),
    }),
  };
}

export const PlugboardUiContext = createContext<PlugboardUiValue>(createUiValue());

/** The strings and appearance of the nearest `<PlugboardUiProvider>`, the defaults without one. */
export function usePlugboardUi(): PlugboardUiValue {
  return useContext(PlugboardUiContext);
}
