export { THUMBNAIL_PATH } from './links.ts';
export { checkScopes, VIDEO_GRANTED_SCOPES } from './scopes.ts';
export { createVideoSimulator, type VideoPlatform } from './simulator.ts';
export { thumbnailSvg } from './thumbnail-image.ts';
export type { ReportFile } from './video-platform.ts';
