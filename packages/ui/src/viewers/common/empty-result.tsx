'use client';

import type { ReactNode } from 'react';
import { SHARED_VIEWER_STRINGS, useViewerStrings } from './viewer-strings.ts';

/**
 * A result with nothing in it: says so in words instead of showing an empty box; `children`
 * replaces the shared "No results." where the viewer knows better.
 */
export function EmptyResult({ children }: { children?: ReactNode }) {
  const strings = useViewerStrings('shared', SHARED_VIEWER_STRINGS);
  return (
    <p className="pb-viewer pb-empty" data-viewer="empty">
      {children ?? strings.noResults}
    </p>
  );
}
