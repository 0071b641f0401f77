/**
 * `total` split into whole parts in proportion to `weights` (largest remainder): the parts add
 * up to `total` exactly, so a day split by country sums back to the day.
 *
 * @example
 * apportion(10, { US: 2, GB: 1 }); // { US: 7, GB: 3 }
 */
export function apportion(total: number, weights: Readonly<Record<string, number>>) {
  const entries = Object.entries(weights);
  const sum = entries.reduce((all, [, weight]) => all + weight, 0);
  const shares = entries.map(([key, weight]) => {
    const exact = (total * weight) / sum;
    return { key, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((all, share) => all + share.whole, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  return Object.fromEntries(shares.map((share) => [share.key, share.whole]));
}
