/**
 * `template` with each `{name}` replaced by the argument's field of that name (percent-encoded,
 * so an id cannot reach another path), and the fields no `{name}` took, which travel as the
 * query or the body.
 */
export function fillPath(
  template: string,
  argument: Readonly<Record<string, unknown>>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...argument };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}
