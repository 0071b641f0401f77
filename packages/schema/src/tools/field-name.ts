/**
 * The name of the param an issue is about, written the way a developer writes it in code:
 * `sorts[0].direction`. The root of the params object is called `params`.
 */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  let name = '';
  for (const key of path ?? []) {
    if (typeof key === 'number') name += `[${key}]`;
    else name += name === '' ? String(key) : `.${String(key)}`;
  }
  return name === '' ? 'params' : name;
}
