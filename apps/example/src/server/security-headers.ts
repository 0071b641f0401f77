import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of the reference host. The kit runs with scripts and stylesheets from
 * the app's own origin only: its components style through classes and CSS variables, never an
 * inline `<style>` element, and computed sizes go through the CSSOM, which the policy allows. It
 * talks to the BFF on the same origin; the consent popup is a navigation, which no fetch directive
 * governs (docs/internals/server.md §"Content-Security-Policy").
 */
export const CONTENT_SECURITY_POLICY = [
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

/** The page the consent flow returns to: its URL carries `auth_request_id` and `state`. */
const CALLBACK_PATH = '/connect/callback';

/**
 * The headers a security review asks of the host: a strict CSP, no framing, no MIME sniffing, and
 * a referrer that never carries the callback's one-time parameters to another site.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy':
      req.path === CALLBACK_PATH ? 'no-referrer' : 'strict-origin-when-cross-origin',
  });
  next();
};
