import type { SimulatorResources } from '../simulator.ts';
import { createVideoPlatform, type VideoPlatform } from './video-platform.ts';

export { THUMBNAIL_PATH } from './links.ts';
export { checkScopes, VIDEO_GRANTED_SCOPES } from './scopes.ts';
export { thumbnailSvg } from './thumbnail-image.ts';
export type { ReportFile, VideoPlatform } from './video-platform.ts';

/**
 * The simulated video platform of one emulator: its thumbnails and signed report downloads point
 * at `resources.baseUrl`.
 */
export function createVideoSimulator(resources: SimulatorResources): VideoPlatform {
  return createVideoPlatform(resources);
}
