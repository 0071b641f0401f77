'use client';

export type { ToolViewName } from './common/tool-view-name.ts';
export type { ToolViewerProps } from './common/tool-viewer-props.ts';
export type { JsonViewerProps } from './json/json-viewer.tsx';
export { JsonViewer } from './json/json-viewer.tsx';
export type { ToolViewData, ToolViewProps } from './tool-view.tsx';
export { ToolView } from './tool-view.tsx';
