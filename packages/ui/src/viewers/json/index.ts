'use client';

export type { JsonViewerProps } from './json-viewer.tsx';
export { JsonViewer } from './json-viewer.tsx';
