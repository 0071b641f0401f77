/** Joins class names, skipping empty ones, so a host's `className` merges with ours. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
