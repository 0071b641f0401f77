/** A UUID shortened for display; the full id stays in the element's title. */
export function ShortId({ id }: { id: string }) {
  return (
    <code className="pb-id" title={id}>
      {id.slice(0, 8)}
    </code>
  );
}
