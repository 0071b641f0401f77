'use client';

import { forwardRef, useLayoutEffect } from 'react';
import type { AppearanceProps } from '../provider/plugboard-ui-context.ts';
import { lockScroll } from './scroll-lock.ts';

/**
 * A modal dialog's backdrop, in place of Radix's `Dialog.Overlay`: that one locks the page's
 * scroll with react-remove-scroll, which injects a `<style>` element a strict CSP refuses. This
 * one locks it through the CSSOM (scroll-lock.ts). The rest of what a modal needs stays with
 * Radix's `Dialog.Content`: the focus trap, `aria-hidden` on the rest of the page, and
 * `pointer-events: none` on `<body>` while it is open.
 *
 * Place it in `Dialog.Portal` before `Dialog.Content`: the portal mounts it only while the dialog
 * is open, hence the constant `data-state`, which the stylesheet's fade-in keys on.
 */
export const DialogOverlay = forwardRef<HTMLDivElement, AppearanceProps>(
  function DialogOverlay(props, ref) {
    // Before paint, so the scrollbar never shows over a painted dialog.
    useLayoutEffect(() => lockScroll(document), []);
    // `pointer-events` back on, as on Radix's overlay: `<body>` has them off while the dialog is
    // open, and the backdrop is what takes a press or a wheel turn outside the dialog.
    return (
      <div
        data-state="open"
        {...props}
        ref={ref}
        style={{ ...props.style, pointerEvents: 'auto' }}
      />
    );
  },
);
