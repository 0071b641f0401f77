/**
 * The security headers of every response of the app. The policy allows scripts, styles, images,
 * fonts and requests from your own origin only: Plugboard's components need no inline script or
 * style, and the browser calls only your BFF. Widen it only for what your own pages need.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
export function securityHeaders(req, res, next) {
  res.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // The callback page's address carries the connect's one-time auth_request_id and state.
    'Referrer-Policy':
      req.path === '/connect/callback' ? 'no-referrer' : 'strict-origin-when-cross-origin',
  });
  next();
}
