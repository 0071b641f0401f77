import axe from 'axe-core';

/**
 * The accessibility violations axe finds in `element`, as readable lines. Rules that need layout
 * jsdom does not compute (color contrast) are off; the stylesheet's contrast is checked by hand.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
