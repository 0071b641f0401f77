import { describe, expect, it } from 'vitest';
import { emptyAnswer } from './bff-answer.ts';
import { matchRoute } from './match-route.ts';
import type { Route } from './routes/route.ts';

const handle = async () => emptyAnswer();
const ROUTES: Route[] = [
  { method: 'GET', path: '/accounts', handle },
  { method: 'DELETE', path: '/accounts/:id', handle },
  { method: 'POST', path: '/links', handle },
];

describe('matchRoute', () => {
  it('finds a route and its parameters', () => {
    expect(matchRoute(ROUTES, 'DELETE', '/accounts/ca_1')).toMatchObject({
      kind: 'found',
      route: ROUTES[1],
      params: { id: 'ca_1' },
    });
  });

  it('tells a known path with another method apart from an unknown path', () => {
    expect(matchRoute(ROUTES, 'GET', '/links')).toEqual({
      kind: 'wrong-method',
      allowed: ['POST'],
    });
    expect(matchRoute(ROUTES, 'GET', '/nope')).toEqual({ kind: 'none' });
  });

  it('does not match an empty parameter or extra segments', () => {
    expect(matchRoute(ROUTES, 'DELETE', '/accounts/')).toEqual({ kind: 'none' });
    expect(matchRoute(ROUTES, 'DELETE', '/accounts/ca_1/more')).toEqual({ kind: 'none' });
  });
});
