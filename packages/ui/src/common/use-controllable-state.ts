'use client';

import { useCallback, useState } from 'react';

/**
 * State a parent may control (`value` defined) or leave to the component (`defaultValue`), with
 * `onChange` told of every change either way: the `open`/`defaultOpen`/`onOpenChange` pattern.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (value: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
