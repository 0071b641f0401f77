/**
 * Says a list is one page of more: the service returned a cursor for the next page, which the
 * caller passes back to the same tool.
 */
export function MoreResults({
  cursor,
  label = 'cursor',
}: {
  cursor?: string | null;
  label?: string;
}) {
  return (
    <p className="pb-more">
      More results are available
      {cursor ? (
        <>
          {' '}
          (next {label} <code>{cursor}</code>)
        </>
      ) : null}
      .
    </p>
  );
}
