import { JsonViewer } from '../json/json-viewer.tsx';

/**
 * What a viewer shows for a body it does not recognise: the data itself, as a tree, so an
 * unexpected shape is still readable instead of breaking the page.
 */
export function JsonFallback({ data }: { data: unknown }) {
  return (
    <div className="pb-fallback" data-viewer="fallback">
      <p className="pb-fallback__note">Showing the result as data.</p>
      <JsonViewer data={data} label="Result data" />
    </div>
  );
}
