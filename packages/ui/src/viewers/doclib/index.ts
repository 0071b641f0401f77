'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { DoclibViewer } from './doclib-viewer.tsx';
