'use client';

export type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
export { CrmResult } from './crm-result.tsx';
