import type { CSSProperties } from 'react';
import type { CssVariable } from './css-variables.ts';
import type { ElementKey } from './element-keys.ts';

/**
 * How @plugboard/ui looks in a host app, beyond its stylesheet:
 * - `theme` sets light, dark, or the system's setting on Plugboard's elements (dialogs included,
 *   which render under `<body>`), whatever the page says; by default they follow `data-theme` on
 *   an ancestor, then the system setting;
 * - `variables` sets CSS variables on them (`{ 'color-primary': '#0f766e', radius: '4px' }`);
 * - `elements` adds the host's classes to named elements (`{ button: 'btn', dialog: 'modal' }`).
 */
export interface Appearance {
  theme?: 'light' | 'dark' | 'system';
  variables?: Partial<Record<CssVariable, string>>;
  elements?: Partial<Record<ElementKey, string>>;
}

/** `appearance.variables` as an inline style of custom properties. */
export function variablesStyle(variables: Appearance['variables'] = {}): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value !== undefined) style[`--pb-${name}`] = value;
  }
  return style;
}
