import type { ReactNode } from 'react';

/** A result with nothing in it: says so in words instead of showing an empty box. */
export function EmptyResult({ children }: { children: ReactNode }) {
  return (
    <p className="pb-viewer pb-empty" data-viewer="empty">
      {children}
    </p>
  );
}
