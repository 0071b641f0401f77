export { checkScopes, VIDEO_GRANTED_SCOPES } from './access/scopes.ts';
export { addDays } from './analytics/calendar.ts';
export { THUMBNAIL_PATH } from './api/links.ts';
export { thumbnailSvg } from './api/thumbnail-image.ts';
export type { ReportFile } from './reporting/report-files.ts';
export { VIDEO_SEED } from './seed/build-ids.ts';
export { SEED_VIDEOS } from './seed/catalog.ts';
export { createVideoSimulator, type VideoPlatform } from './simulator.ts';
