'use client';

export { CrmViewer } from './crm-viewer.tsx';
