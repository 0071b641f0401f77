'use client';

export type { DoclibToolName, ToolResultName } from './common/tool-result-name.ts';
export type { ToolViewerProps } from './common/tool-viewer-props.ts';
export type { JsonViewerProps } from './json/json-viewer.tsx';
export { JsonViewer } from './json/json-viewer.tsx';
export type { ToolResultData, ToolResultProps } from './tool-result.tsx';
export { ToolResult } from './tool-result.tsx';
