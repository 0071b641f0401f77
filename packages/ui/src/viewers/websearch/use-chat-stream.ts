'use client';

import { useSyncExternalStore } from 'react';
import type { ChatState } from './chat-state.ts';
import { STREAMING } from './chat-state.ts';
import {
  type ChatStreamSource,
  type ChatStreamStore,
  createChatStreamStore,
} from './chat-stream-store.ts';

// One store per stream object: a stream can be read only once, whoever renders it.
const stores = new WeakMap<object, ChatStreamStore>();

function storeFor(source: ChatStreamSource): ChatStreamStore {
  let store = stores.get(source);
  if (store === undefined) {
    store = createChatStreamStore(source);
    stores.set(source, store);
  }
  return store;
}

/** The state of a streamed chat answer, re-rendering as its chunks arrive. */
export function useChatStream(source: ChatStreamSource): ChatState {
  const store = storeFor(source);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => STREAMING);
}
