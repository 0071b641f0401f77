import type { PlugboardError } from '@plugboard/react';
import type { Localization } from './default-strings.ts';

/** The words for a failure: the host's own for its code, or the BFF's message. */
export function errorText(strings: Localization, error: PlugboardError): string {
  return strings.errorMessages[error.code] ?? error.message;
}
