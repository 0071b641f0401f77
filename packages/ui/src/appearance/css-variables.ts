/**
 * The CSS custom properties of styles.css, without their `--pb-` prefix: what
 * `appearance.variables` may set. css-variables.test.ts keeps this list equal to the stylesheet's.
 */
export const CSS_VARIABLES = [
  'font',
  'font-size',
  'font-size-small',
  'line-height',
  'radius',
  'radius-small',
  'space',
  'transition',
  'color-text',
  'color-text-muted',
  'color-background',
  'color-surface',
  'color-border',
  'color-primary',
  'color-primary-hover',
  'color-primary-text',
  'color-focus',
  'color-danger',
  'color-danger-hover',
  'color-danger-surface',
  'color-success',
  'color-success-surface',
  'color-warning',
  'color-warning-surface',
  'color-info',
  'color-info-surface',
  'color-neutral',
  'color-neutral-surface',
  'color-overlay',
  'logo-background',
  'logo-text',
  'shadow',
  'shadow-dialog',
] as const;

/** A themeable CSS variable of @plugboard/ui: `'color-primary'` stands for `--pb-color-primary`. */
export type CssVariable = (typeof CSS_VARIABLES)[number];
