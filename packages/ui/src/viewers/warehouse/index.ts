'use client';

export type { GridColumn, ResultGridProps } from './result-grid.tsx';
export { ResultGrid } from './result-grid.tsx';
export type { WarehouseViewerProps } from './warehouse-viewer.tsx';
export { WarehouseViewer } from './warehouse-viewer.tsx';
