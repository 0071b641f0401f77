import type { Route } from './route.ts';

/**
 * GET /mcp/connect-page.css: the stylesheet of the connect link's pages, from the BFF's own
 * origin so that a `style-src 'self'` policy allows it. The same for everyone, session or not.
 */
export const mcpConnectPageStyleRoute: Route = {
  method: 'GET',
  path: '/mcp/connect-page.css',
  handle: async ({ services }) => services.connectLinkPages.stylesheet(),
  handleSignedOut: async ({ services }) => services.connectLinkPages.stylesheet(),
};
