/** The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1), or `undefined`. */
export function bearerToken(authorization: string | null): string | undefined {
  if (authorization === null) return undefined;
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization);
  return match?.[1];
}
