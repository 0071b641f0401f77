'use client';

export type { ToolViewerProps } from '../common/tool-viewer-props.ts';
export type { GridColumn, ResultGridProps } from './result-grid.tsx';
export { ResultGrid } from './result-grid.tsx';
export type { WarehouseResultProps } from './warehouse-result.tsx';
export { WarehouseResult } from './warehouse-result.tsx';
