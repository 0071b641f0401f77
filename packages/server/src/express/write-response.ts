import type { Response as ExpressResponse } from 'express';

/** Copies a Fetch API `Response` (status, headers, body) onto the Express response. */
export async function writeResponse(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}
