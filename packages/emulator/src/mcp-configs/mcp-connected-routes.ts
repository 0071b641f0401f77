import { Router } from 'express';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messagePage } from '../http/pages/message-page.ts';
import type { AuthRequestService } from '../services/auth-requests.ts';
import { MCP_CONNECTED_PATH } from './mcp-server-url.ts';

const callbackSchema = z.object({
  auth_request_id: z.string().min(1).optional(),
  state: z.string().min(1),
  error: z.string().optional(),
});

/**
 * Where a virtual MCP server's authorization link returns after consent: the service verifies the
 * user itself (no app callback), the identifier coming back as the link's `state`; user verify
 * still checks it against the one the link was made for.
 */
export function mcpConnectedRoutes(deps: { authRequests: AuthRequestService }): Router {
  const router = Router();
  router.get(MCP_CONNECTED_PATH, async (req, res) => {
    const query = callbackSchema.safeParse(req.query);
    if (!query.success || query.data.auth_request_id === undefined) {
      const denied = query.success && query.data.error === 'access_denied';
      res
        .status(denied ? 200 : 400)
        .type('html')
        .send(
          denied
            ? messagePage('Not connected', 'You cancelled; the account was not connected.')
            : messagePage('Link incomplete', 'This page is reached from a connect link only.'),
        );
      return;
    }
    try {
      const { post_user_verify_redirect_url } = await deps.authRequests.verify({
        auth_request_id: query.data.auth_request_id,
        identifier: query.data.state,
      });
      res.redirect(303, post_user_verify_redirect_url);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      res.status(error.status).type('html').send(messagePage('Not connected', error.message));
    }
  });
  return router;
}
