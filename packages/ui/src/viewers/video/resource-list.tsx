'use client';

import type {
  VideoCaption,
  VideoCategory,
  VideoGroup,
  VideoGroupItem,
  VideoSubscription,
} from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** The resources without a view of their own. */
export type TitledResource =
  | VideoSubscription
  | VideoCategory
  | VideoCaption
  | VideoGroup
  | VideoGroupItem;

/** A caption track has a name; a group item names the resource it holds; the others a title. */
function title(resource: TitledResource): string | undefined {
  switch (resource.kind) {
    case 'youtube#caption':
      return resource.snippet.name;
    case 'youtube#groupItem':
      return resource.resource.id;
    default:
      return resource.snippet?.title;
  }
}

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
          <span className="pb-list__title">{title(resource) || strings.untitled}</span>
          <span className="pb-list__meta">{strings.resourceKind(resource.kind)}</span>
        </li>
      ))}
    </ul>
  );
}
