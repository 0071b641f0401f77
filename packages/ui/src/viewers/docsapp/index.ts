'use client';

export type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
export { DocsappResult } from './docsapp-result.tsx';
