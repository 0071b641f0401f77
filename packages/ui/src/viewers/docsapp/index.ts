'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { DocsappResult } from './docsapp-result.tsx';
