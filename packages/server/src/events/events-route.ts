import type { Route } from '../bff/routes/route.ts';

/** Longer ids are not ours: nothing is looked up with them. */
const MAX_LAST_EVENT_ID = 64;

/**
 * GET /events (docs/internals/bff-contract.md): the session user's account events as Server-Sent Events,
 * resumed after `Last-Event-ID` from the replay buffer. The answer lives until the browser goes
 * away or the server shuts down (the hub closes it): a request deadline must not apply to it.
 */
export const eventsRoute: Route = {
  method: 'GET',
  path: '/events',
  async handle({ request, user, services }) {
    const lastEventId = request.headers.get('last-event-id');
    const resumeAfter =
      lastEventId !== null && lastEventId !== '' && lastEventId.length <= MAX_LAST_EVENT_ID
        ? lastEventId
        : null;
    return {
      status: 200,
      headers: EVENT_STREAM_HEADERS,
      body: services.events.open(user, resumeAfter),
    };
  },
};

/** As for any event stream, and `X-Accel-Buffering: no` so a proxy in front passes each event on. */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store',
  'x-content-type-options': 'nosniff',
  'x-accel-buffering': 'no',
};
