'use client';

import { type RefObject, useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest value, for callbacks read from long-lived listeners. */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
