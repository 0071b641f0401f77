'use client';

export { DocsappViewer } from './docsapp-viewer.tsx';
