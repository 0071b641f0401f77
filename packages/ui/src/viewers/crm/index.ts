'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { CrmViewer } from './crm-viewer.tsx';
