'use client';

export { DoclibViewer } from './doclib-viewer.tsx';
