import { describe, expect, test } from 'vitest';
import { CONTROL_ROUTES, readControlRoutes } from './emulator-control.ts';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the emulator control API page', () => {
  test('describes every route the emulator serves under /_emulator, and no other', () => {
    const served = readControlRoutes().map(key).sort();
    expect(served.length).toBeGreaterThan(15);
    expect(CONTROL_ROUTES.map(key).sort()).toEqual(served);
  });

  test('gives each route what it does and what it returns', () => {
    for (const route of CONTROL_ROUTES) {
      expect(route.summary, key(route)).not.toBe('');
      expect(route.returns, key(route)).toMatch(/^\d{3}/);
      if (route.method === 'PUT') expect(route.body, key(route)).toBeDefined();
    }
  });
});
