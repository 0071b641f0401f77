import { z } from 'zod';

/**
 * A value that can only ever be one CSS value: no declaration end, block, comment, escape or
 * markup, so a host's setting cannot inject rules into the stylesheet.
 */
const cssValue = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (value) => !/[;{}\\<>]|\/\*|\*\//.test(value),
    'must be one CSS value, without ; { } \\ < > or comments',
  );

const colorsSchema = z.strictObject({
  text: cssValue.optional(),
  textMuted: cssValue.optional(),
  background: cssValue.optional(),
  surface: cssValue.optional(),
  border: cssValue.optional(),
  primary: cssValue.optional(),
  primaryText: cssValue.optional(),
  focus: cssValue.optional(),
});
type PageColors = Required<z.infer<typeof colorsSchema>>;

/**
 * The host's look for the connect link's pages: its font, and its colors for the light and the
 * dark scheme (the browser's `prefers-color-scheme` picks). The same values as @plugboard/ui's
 * `--pb-font` and `--pb-color-*` variables suit.
 */
export const connectLinkAppearanceSchema = z.strictObject({
  fontFamily: cssValue.optional(),
  light: colorsSchema.optional(),
  dark: colorsSchema.optional(),
});
export type ConnectLinkAppearance = z.infer<typeof connectLinkAppearanceSchema>;

// The defaults of @plugboard/ui's styles.css, so a host that themes neither looks the same in both.
const LIGHT: PageColors = {
  text: '#16181d',
  textMuted: '#5b6270',
  background: '#f6f7f9',
  surface: '#ffffff',
  border: '#dfe2e8',
  primary: '#4338ca',
  primaryText: '#ffffff',
  focus: '#6366f1',
};
const DARK: PageColors = {
  text: '#f1f3f7',
  textMuted: '#a3abbb',
  background: '#14161b',
  surface: '#1c1f26',
  border: '#323744',
  primary: '#818cf8',
  primaryText: '#0f1020',
  focus: '#a5b4fc',
};
const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function variables(colors: PageColors): string {
  return Object.entries(colors)
    .map(
      ([name, value]) =>
        `  --pb-link-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`,
    )
    .join('\n');
}

/**
 * The pages' one stylesheet, served by the BFF from its own origin so a strict
 * `style-src 'self'` policy needs no exception (the pages carry no inline style).
 */
export function connectLinkStylesheet(appearance: ConnectLinkAppearance = {}): string {
  const light = { ...LIGHT, ...appearance.light };
  const dark = { ...DARK, ...appearance.dark };
  return `:root {
  color-scheme: light dark;
  --pb-link-font: ${appearance.fontFamily ?? SYSTEM_FONT};
${variables(light)}
}
@media (prefers-color-scheme: dark) {
  :root {
${variables(dark)}
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem;
  font-family: var(--pb-link-font);
  font-size: 1rem;
  line-height: 1.5;
  color: var(--pb-link-text);
  background: var(--pb-link-background);
}
.pb-link-card {
  width: 100%;
  max-width: 30rem;
  padding: clamp(1.25rem, 5vw, 2rem);
  border: 1px solid var(--pb-link-border);
  border-radius: 0.75rem;
  background: var(--pb-link-surface);
  box-shadow: 0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1);
}
.pb-link-eyebrow {
  margin: 0 0 0.5rem;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: var(--pb-link-text-muted);
}
.pb-link-card h1 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
  line-height: 1.3;
}
.pb-link-card p { margin: 0 0 1rem; }
.pb-link-hint { color: var(--pb-link-text-muted); font-size: 0.9375rem; }
.pb-link-card p:last-child { margin-bottom: 0; }
.pb-link-action {
  display: inline-block;
  margin-top: 0.5rem;
  padding: 0.625rem 1.125rem;
  border-radius: 0.5rem;
  background: var(--pb-link-primary);
  color: var(--pb-link-primary-text);
  font-weight: 600;
  text-decoration: none;
}
.pb-link-action:hover { filter: brightness(1.08); }
.pb-link-action:focus-visible {
  outline: 3px solid var(--pb-link-focus);
  outline-offset: 2px;
}
`;
}
