const encoder = new TextEncoder();

/**
 * The HMAC-SHA256 key that signs `state`, derived from the client secret with HKDF (RFC 5869) under
 * a fixed label, so the secret itself never keys anything but the token request and a leaked
 * state key would not reveal it.
 */
export async function deriveStateKey(clientSecret: string): Promise<CryptoKey> {
  const secret = await crypto.subtle.importKey('raw', encoder.encode(clientSecret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('plugboard'),
      info: encoder.encode('plugboard/state/v1'),
    },
    secret,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}
