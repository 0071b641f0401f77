import { plugboard } from '../../../plugboard';

// The request is all Plugboard needs; the route's second argument ({ params }) is Next's own.
const handle = (request: Request) => plugboard.handler(request);

export const GET = handle;
export const POST = handle;
export const DELETE = handle;
