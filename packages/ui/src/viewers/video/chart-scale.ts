/** The smallest 1, 2 or 5 times a power of ten at or above `value`: a round top for an axis. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

/** Where points sit along the x axis: bars in the middle of equal slots, a line edge to edge. */
export function xPositions(count: number, width: number, kind: 'line' | 'bar'): number[] {
  return Array.from({ length: count }, (_, index) => {
    if (kind === 'bar') return ((index + 0.5) * width) / count;
    return count === 1 ? width / 2 : (index * width) / (count - 1);
  });
}
