/**
 * Whether a caller's Accept header asks for JSON before HTML: a script or an API client that says
 * `application/json` gets the BFF's JSON error; a browser, which lists `text/html` first (or
 * anything else, or nothing), gets the page.
 */
export function wantsJson(accept: string | null): boolean {
  if (accept === null) return false;
  let json = 0;
  let html = 0;
  for (const part of accept.split(',').slice(0, 30)) {
    const [type = '', ...parameters] = part.trim().split(';');
    const q = parameters
      .map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const name = type.trim().toLowerCase();
    if (name === 'application/json') json = Math.max(json, weight);
    if (name === 'text/html') html = Math.max(html, weight);
  }
  return json > 0 && json > html;
}
