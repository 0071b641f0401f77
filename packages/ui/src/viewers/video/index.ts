'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { VideoResult } from './video-result.tsx';
