'use client';

import { useCallback } from 'react';

/**
 * Every query hook's `refetch`: asks the BFF again and resolves once the cache holds the answer;
 * a failure lands in the hook's `error`, so it never rejects.
 */
export function useRefetch(revalidate: () => Promise<unknown>): () => Promise<void> {
  return useCallback(async () => {
    await revalidate();
  }, [revalidate]);
}
