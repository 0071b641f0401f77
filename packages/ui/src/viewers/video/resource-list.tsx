import type { TitledResource } from './video-shapes.ts';

/** `youtube#videoCategory` → `video category`. */
function kindLabel(kind: string): string {
  const name = kind.slice(kind.indexOf('#') + 1);
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Resources without a viewer of their own (subscriptions, categories, captions, analytics
 * groups …): each one's title and kind.
 */
export function ResourceList({ resources }: { resources: readonly TitledResource[] }) {
  return (
    <ul className="pb-viewer pb-list" data-viewer="video-resources" aria-label="Results">
      {resources.map((resource) => (
        <li key={resource.id} className="pb-list__item">
          <span className="pb-list__title">
            {resource.snippet.title ?? resource.snippet.name ?? 'Untitled'}
          </span>
          <span className="pb-list__meta">{kindLabel(resource.kind)}</span>
        </li>
      ))}
    </ul>
  );
}
