'use client';

export type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
export { DoclibResult } from './doclib-result.tsx';
