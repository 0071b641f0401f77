import { describe, expect, test } from 'vitest';
import { declaredVariables, readThemeVariables, THEME_VARIABLE_DOCS } from './theme-variables.ts';

describe('the theme variables page', () => {
  test('documents every variable the stylesheet declares, and no other', () => {
    const documented = Object.keys(THEME_VARIABLE_DOCS).map((name) => `--pb-${name}`);
    expect(documented.sort()).toEqual(declaredVariables());
  });

  test('shows each variable once, with its light default, and a dark one for every color', () => {
    const variables = readThemeVariables();
    expect(variables.map((variable) => variable.name).sort()).toEqual(declaredVariables());
    for (const variable of variables) {
      expect(variable.light, variable.name).not.toBe('');
      expect(variable.description, variable.name).not.toBe('');
      if (/color|logo|shadow/.test(variable.name))
        expect(variable.dark, variable.name).toBeDefined();
    }
    expect(variables.find((variable) => variable.name === '--pb-color-primary')).toMatchObject({
      light: '#4338ca',
      dark: '#818cf8',
    });
  });

  test('refuses a stylesheet that gained a variable without a line of docs', () => {
    const css = ':where(:root) { --pb-font: serif; --pb-glow: 1px; }';
    expect(declaredVariables(css)).toContain('--pb-glow');
    expect(Object.keys(THEME_VARIABLE_DOCS)).not.toContain('glow');
  });
});
