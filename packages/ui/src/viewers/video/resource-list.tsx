'use client';

import { useViewerStrings } from '../shared/viewer-strings.ts';
import type { TitledResource } from './video-shapes.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/**
 * Resources without a viewer of their own (subscriptions, categories, captions, analytics
 * groups …): each one's title and kind.
 */
export function ResourceList({ resources }: { resources: readonly TitledResource[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-list" data-viewer="video-resources" aria-label={strings.results}>
      {resources.map((resource) => (
        <li key={resource.id} className="pb-list__item">
          <span className="pb-list__title">
            {resource.snippet.title ?? resource.snippet.name ?? strings.untitled}
          </span>
          <span className="pb-list__meta">{strings.resourceKind(resource.kind)}</span>
        </li>
      ))}
    </ul>
  );
}
