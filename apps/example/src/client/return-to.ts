/** The BFF's MCP connect links: the only place this sign-in page sends a browser back to. */
const CONNECT_LINK = /^\/api\/plugboard\/mcp\/connect\/[A-Za-z0-9._~%-]+$/;

/**
 * The `return_to` of the sign-in page's URL as a path of this origin, when it is a connect link
 * (the BFF's `signInUrl` redirect sets it); anything else, another origin above all, is ignored,
 * so the sign-in page is no open redirect.
 */
export function connectLinkReturnTo(value: string | null, origin: string): string | undefined {
  if (value === null || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin && CONNECT_LINK.test(url.pathname) ? url.pathname : undefined;
}
