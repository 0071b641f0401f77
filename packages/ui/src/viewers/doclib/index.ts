'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { DoclibResult } from './doclib-result.tsx';
