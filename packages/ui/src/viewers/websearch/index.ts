'use client';

export type { ChatStreamProps } from './chat-stream.tsx';
export { ChatStream } from './chat-stream.tsx';
export type { ChatStreamSource } from './chat-stream-store.ts';
export { WebsearchViewer } from './websearch-viewer.tsx';
