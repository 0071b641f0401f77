'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { DocsappViewer } from './docsapp-viewer.tsx';
