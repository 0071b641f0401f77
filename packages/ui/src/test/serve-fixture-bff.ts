import { type RunningServer, serveFetchHandler } from '@plugboard/test-kit';
import { createFixtureFetch, type FixtureBffOptions } from '../stories/fixture-bff.ts';

/**
 * The stories' fixture BFF (stories/fixture-bff.ts) behind a real HTTP server on a free loopback
 * port, for the routes of issue 32 the real BFF does not answer yet in this package's tests:
 * GET /accounts with labels and defaults, PATCH /accounts/:id, POST /links past the limit.
 */
export interface FixtureBffServer extends RunningServer {
  readonly baseUrl: string;
  /** Every request's method, path and JSON body, in order. */
  readonly requests: { method: string; path: string; body: unknown }[];
}

export async function serveFixtureBff(options: FixtureBffOptions): Promise<FixtureBffServer> {
  const answer = createFixtureFetch(options);
  const requests: FixtureBffServer['requests'] = [];
  const server = await serveFetchHandler(async (request) => {
    const text = request.method === 'GET' ? undefined : await request.text();
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname.replace(/^\/api\/plugboard/, ''),
      body: text ? JSON.parse(text) : undefined,
    });
    return answer(request.url, { method: request.method, body: text });
  });
  return { ...server, baseUrl: `${server.url}/api/plugboard`, requests };
}
