'use client';

export type { ToolResultViewName } from './common/tool-result-view-name.ts';
export type {
  ToolResultViewData,
  ToolResultViewProps,
} from './common/tool-result-view-props.ts';
export type { JsonViewerProps } from './json/json-viewer.tsx';
export { JsonViewer } from './json/json-viewer.tsx';
export { ToolResultView } from './tool-result-view.tsx';
