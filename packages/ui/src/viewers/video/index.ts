'use client';

export type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
export { VideoResult } from './video-result.tsx';
