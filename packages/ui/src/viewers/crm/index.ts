'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export { CrmResult } from './crm-result.tsx';
