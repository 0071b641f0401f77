import type { RequestHandler } from 'express';

/**
 * No page of the emulator may be framed by another site: its consent page's "Allow access" and
 * any sign-in form would otherwise be open to clickjacking. Set on every answer, so a page added
 * later is covered without remembering to; the old header is for browsers without CSP level 2.
 */
export const denyFraming: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
  });
  next();
};
