import { useAccountActivity } from '@plugboard/react/accounts';

export function RecentRuns({ accountId }: { accountId: string }) {
  const {
    data: entries,
    isLoading,
    hasMore,
    loadMore,
    isLoadingMore,
  } = useAccountActivity(accountId, { limit: 20 });
  if (isLoading) return <p>Loading…</p>;
  return (
    <>
      <ul>
        {entries?.map((entry) => (
          <li key={entry.id}>
            {entry.tool} ({entry.outcome}, {entry.duration_ms} ms)
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" onClick={loadMore} disabled={isLoadingMore}>
          Show more
        </button>
      )}
    </>
  );
}
