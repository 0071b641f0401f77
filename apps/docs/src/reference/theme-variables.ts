import { readFileSync } from 'node:fs';
import type { CssVariable } from '@plugboard/ui';

/** Where the variables are declared: the stylesheet is their source of truth. */
export const STYLESHEET = new URL('../../../../packages/ui/src/styles.css', import.meta.url);

/**
 * Set by the stylesheet for itself, never by a theme: the hue of each connector's logo and the
 * palette in effect.
 */
export const INTERNAL_VARIABLES = ['--pb-logo-hue', '--pb-scheme'];

/**
 * What each variable changes, in a reader's words. Keyed by `CssVariable`, so the compiler refuses
 * a variable the kit no longer has, and theme-variables.test.ts refuses one the stylesheet gained
 * without a line here.
 */
export const THEME_VARIABLE_DOCS: Record<CssVariable, string> = {
  font: 'The font family of every component.',
  'font-size': 'Body text: account names, buttons, dialog text.',
  'font-size-small': 'Secondary text: statuses, timestamps, hints.',
  'line-height': 'The line height of all text.',
  radius: 'Corners of cards, dialogs and buttons.',
  'radius-small': 'Corners of small parts: logos, badges, inputs.',
  space: 'The base spacing unit; paddings and gaps are multiples of it.',
  transition: 'Duration and easing of hover and focus changes.',
  'color-text': 'Main text.',
  'color-text-muted': 'Secondary text: descriptions, timestamps, empty states.',
  'color-background': 'The background of cards, lists and dialogs.',
  'color-surface': 'Raised or recessed areas inside a component: rows on hover, code blocks.',
  'color-border': 'Borders and separators.',
  'color-primary': 'The primary button and links.',
  'color-primary-hover': 'The primary button under the pointer.',
  'color-primary-text': 'Text on the primary color.',
  'color-focus': 'The keyboard focus ring.',
  'color-danger': 'Destructive actions (disconnect) and error text.',
  'color-danger-hover': 'A destructive button under the pointer.',
  'color-danger-surface': 'The background of error notices.',
  'color-success': 'The "Connected" status and success text.',
  'color-success-surface': 'The background of success badges.',
  'color-warning': 'Statuses that need the user (expired, needs reconnecting).',
  'color-warning-surface': 'The background of warning badges and alerts.',
  'color-info': 'Informational text and badges (pending, waiting).',
  'color-info-surface': 'The background of informational notices.',
  'color-neutral': 'Neutral badges (disconnected, unknown).',
  'color-neutral-surface': 'The background of neutral badges.',
  'color-overlay': 'The backdrop behind a dialog.',
  'logo-background': 'The tile behind a connector’s initial, tinted per connector.',
  'logo-text': 'The connector’s initial on its tile.',
  shadow: 'The shadow of cards and buttons.',
  'shadow-dialog': 'The shadow of dialogs.',
};

/** One `--pb-*` variable with its defaults in each palette. */
export interface ThemeVariable {
  name: string;
  light: string;
  /** Absent when the dark palette keeps the light value (sizes, fonts). */
  dark?: string;
  description: string;
}

/** The declarations of the first rule whose selector starts with `selector`. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector}`);
  if (start < 0) throw new Error(`styles.css has no rule ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const found = new Map<string, string>();
  for (const match of body.matchAll(/(--pb-[a-z-]+):\s*([^;]+);/g)) {
    found.set(match[1] ?? '', (match[2] ?? '').replace(/\s+/g, ' ').trim());
  }
  return found;
}

/** Every variable a host may set, the stylesheet's defaults read from the stylesheet itself. */
export function readThemeVariables(css = readFileSync(STYLESHEET, 'utf8')): ThemeVariable[] {
  const base = declarations(css, ':where(:root) {');
  const light = declarations(css, ":where(:root, [data-theme='light']");
  const dark = declarations(css, ":where([data-theme='dark'])");
  const docs: Record<string, string> = THEME_VARIABLE_DOCS;
  return [...base, ...light]
    .filter(([name]) => !INTERNAL_VARIABLES.includes(name))
    .map(([name, value]) => ({
      name,
      light: value,
      dark: dark.get(name),
      description: docs[name.slice('--pb-'.length)] ?? '',
    }));
}

/** Every `--pb-*` name the stylesheet declares anywhere. */
export function declaredVariables(css = readFileSync(STYLESHEET, 'utf8')): string[] {
  const names = new Set([...css.matchAll(/(--pb-[a-z-]+):/g)].map((match) => match[1] ?? ''));
  return [...names].filter((name) => !INTERNAL_VARIABLES.includes(name)).sort();
}
