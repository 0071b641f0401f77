/** The handles of a multi-statement request, one per statement, in the order they ran. */
export function StatementHandles({ handles }: { handles: readonly string[] }) {
  return (
    <div className="pb-statement__handles">
      <p className="pb-statement__summary">{handles.length} statements ran:</p>
      <ol className="pb-statement__handle-list">
        {handles.map((handle) => (
          <li key={handle}>
            <code>{handle}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
