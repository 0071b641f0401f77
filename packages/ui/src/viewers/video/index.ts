'use client';

export { VideoViewer } from './video-viewer.tsx';
