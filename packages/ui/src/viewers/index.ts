'use client';

export type { JsonViewerProps } from './json/json-viewer.tsx';
export { JsonViewer } from './json/json-viewer.tsx';
export type { DoclibToolName, ToolResultName } from './shared/tool-result-name.ts';
export type { ToolViewerProps } from './shared/tool-viewer-props.ts';
export type { ToolResultData, ToolResultProps } from './tool-result.tsx';
export { ToolResult } from './tool-result.tsx';
