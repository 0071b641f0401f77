import { formatCompactCount, formatCount } from '../common/format.ts';

/** Counts such as views and likes: compact figures, the exact number in the element's title. */
export function StatList({
  stats,
}: {
  stats: ReadonlyArray<readonly [string, string | number | undefined]>;
}) {
  const shown = stats.filter(
    (stat): stat is readonly [string, string | number] => stat[1] !== undefined,
  );
  if (shown.length === 0) return null;
  return (
    <dl className="pb-stats">
      {shown.map(([label, value]) => (
        <div key={label} className="pb-stats__item">
          <dt>{label}</dt>
          <dd title={formatCount(value)}>{formatCompactCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
