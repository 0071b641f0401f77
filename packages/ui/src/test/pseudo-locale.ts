import type { PlugboardErrorCode } from '@plugboard/react';
import { type BffErrorCode, bffErrorCodeSchema } from '@plugboard/schema';
import {
  ACCOUNT_DETAILS_STRINGS,
  type AccountDetailsLocalization,
} from '../account-details/account-details-strings.ts';
import {
  DEFAULT_LOCALIZATION,
  type LocalizationOverrides,
} from '../localization/default-strings.ts';
import {
  MCP_SETUP_STRINGS,
  type McpSetupLocalization,
} from '../mcp-client-setup/mcp-setup-strings.ts';
import {
  SHARED_VIEWER_STRINGS,
  type ViewerLocalization,
} from '../viewers/common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from '../viewers/crm/crm-strings.ts';
import { DOCLIB_VIEWER_STRINGS } from '../viewers/doclib/doclib-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from '../viewers/docsapp/docsapp-strings.ts';
import { JSON_VIEWER_STRINGS } from '../viewers/json/json-strings.ts';
import { VIDEO_VIEWER_STRINGS } from '../viewers/video/video-strings.ts';
import { WAREHOUSE_VIEWER_STRINGS } from '../viewers/warehouse/warehouse-strings.ts';
import { WEBSEARCH_VIEWER_STRINGS } from '../viewers/websearch/websearch-strings.ts';

/*
 * A pseudo-locale: every default string of the package, components and viewers, accented and
 * bracketed (`No results.` → `⟦Ñö ŕéšûļţš.⟧`), and every string function's output bracketed. Text
 * on screen outside the brackets was not localized, unless it came from the data or from Intl.
 */

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  l: 'ļ',
  n: 'ñ',
  o: 'ö',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  C: 'Ç',
  E: 'É',
  I: 'Í',
  N: 'Ñ',
  O: 'Ö',
  S: 'Š',
  U: 'Û',
};

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTS[letter] ?? letter);
}

function pseudo(value: unknown): unknown {
  if (typeof value === 'string') return `${PSEUDO_OPEN}${accent(value)}${PSEUDO_CLOSE}`;
  if (typeof value === 'function') {
    return (...args: unknown[]) => `${PSEUDO_OPEN}${value(...args)}${PSEUDO_CLOSE}`;
  }
  if (Array.isArray(value)) return value.map(pseudo);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pseudo(entry)]));
  }
  return value;
}

const VIEWER_DEFAULTS = {
  shared: SHARED_VIEWER_STRINGS,
  json: JSON_VIEWER_STRINGS,
  crm: CRM_VIEWER_STRINGS,
  docsapp: DOCSAPP_VIEWER_STRINGS,
  doclib: DOCLIB_VIEWER_STRINGS,
  video: VIDEO_VIEWER_STRINGS,
  warehouse: WAREHOUSE_VIEWER_STRINGS,
  websearch: WEBSEARCH_VIEWER_STRINGS,
} satisfies Required<ViewerLocalization>;

// The codes raised in the browser itself, beside the BFF's: the compiler checks the list is whole.
const CLIENT_ERROR_CODES: Record<Exclude<PlugboardErrorCode, BffErrorCode>, true> = {
  NETWORK_ERROR: true,
  INVALID_RESPONSE: true,
  INVALID_CALLBACK: true,
  AUTHORIZATION_DENIED: true,
};

/**
 * A message for every error code: errors show the BFF's or the client's English message unless
 * `errorMessages` replaces it, which is how a host localizes them.
 */
const ERROR_MESSAGES = Object.fromEntries(
  [...bffErrorCodeSchema.options, ...Object.keys(CLIENT_ERROR_CODES)].map((code) => [
    code,
    `Error ${code}`,
  ]),
);

/** Every string of the package in the pseudo-locale, as `<PlugboardUiProvider localization>`. */
export const PSEUDO_LOCALIZATION = {
  ...(pseudo({ ...DEFAULT_LOCALIZATION, errorMessages: ERROR_MESSAGES }) as LocalizationOverrides),
  viewers: pseudo(VIEWER_DEFAULTS) as ViewerLocalization,
  accountDetails: pseudo(ACCOUNT_DETAILS_STRINGS) as AccountDetailsLocalization,
  mcpSetup: pseudo(MCP_SETUP_STRINGS) as McpSetupLocalization,
};

/** A piece of text without its pseudo-localized parts (brackets may nest: a function's output). */
export function outsidePseudo(text: string): string {
  let rest = text;
  const innermost = new RegExp(
    `${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`,
    'g',
  );
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(innermost, ' ');
  }
  return rest;
}

/** The words of a text: runs of two or more Latin letters. */
export function latinWords(text: string): string[] {
  return text.match(/\p{Script=Latin}{2,}/gu) ?? [];
}

/**
 * The words Intl writes in the reader's locale for dates, times, relative times, numbers and
 * units, rendered for enough values to hold every month, weekday, day period and unit name.
 */
export function intlWords(): Set<string> {
  const texts: string[] = [];
  const days = Array.from({ length: 366 }, (_, day) => Date.UTC(2024, 0, 1 + day, 9));
  for (const options of [
    { dateStyle: 'full', timeStyle: 'long' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { month: 'short' },
    { month: 'narrow' },
    { weekday: 'short' },
    { hour: 'numeric', dayPeriod: 'long' },
  ] as const) {
    const format = new Intl.DateTimeFormat(undefined, options);
    texts.push(...days.map((day) => format.format(day)));
    texts.push(format.format(Date.UTC(2024, 0, 1, 21)));
  }
  const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
  for (const style of ['long', 'short', 'narrow'] as const) {
    for (const numeric of ['always', 'auto'] as const) {
      const format = new Intl.RelativeTimeFormat(undefined, { style, numeric });
      for (const unit of [...units, 'quarter'] as const) {
        texts.push(...[-2, -1, 0, 1, 2].map((value) => format.format(value, unit)));
      }
    }
    for (const unit of [...units, 'millisecond', 'byte', 'kilobyte', 'megabyte', 'percent']) {
      const format = new Intl.NumberFormat(undefined, { style: 'unit', unit, unitDisplay: style });
      texts.push(format.format(1), format.format(2.5));
    }
  }
  const compact = new Intl.NumberFormat(undefined, { notation: 'compact', compactDisplay: 'long' });
  texts.push(...[1e3, 1e6, 1e9, 1e12].map((value) => compact.format(value)));
  return new Set(texts.flatMap(latinWords));
}
