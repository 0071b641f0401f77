import type { ReactNode } from 'react';
import { classNames } from '../../common/class-names.ts';

/**
 * A labelled box that scrolls when its content is wider or taller than the page allows. It takes
 * focus, so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className={classNames('pb-scroll', className)} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
