import {
  DEFAULT_LOCALIZATION,
  type Localization,
  type LocalizationOverrides,
} from './default-strings.ts';

/** The tables a host overrides entry by entry rather than as a whole. */
const TABLES = [
  'connectorNames',
  'accountStatus',
  'errorMessages',
  'toolNames',
  'toolErrorHints',
] as const;

/** The default strings with `overrides` on top; a missing or undefined override keeps the default. */
export function mergeLocalization(overrides: LocalizationOverrides = {}): Localization {
  const merged: Record<string, unknown> = { ...DEFAULT_LOCALIZATION };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) merged[key] = value;
  }
  for (const table of TABLES) {
    merged[table] = { ...DEFAULT_LOCALIZATION[table], ...overrides[table] };
  }
  // Every key of Localization is set: the defaults first, then overrides of the same types.
  return merged as Localization;
}
