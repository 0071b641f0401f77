'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { VideoViewer } from './video-viewer.tsx';
