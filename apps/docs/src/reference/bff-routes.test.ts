import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../../../../packages/server/src/bff/routes/routes.ts';
import { readBffRoutes } from './bff-routes.ts';

const routesFile = fileURLToPath(
  new URL('../../../../packages/server/src/bff/routes/routes.ts', import.meta.url),
);

describe('readBffRoutes', () => {
  test('reads the route table the BFF serves, in its order', () => {
    const read = readBffRoutes(routesFile);
    expect(read.map(({ method, path }) => `${method} ${path}`)).toEqual(
      ROUTES.map(({ method, path }) => `${method} ${path}`),
    );
  });

  test('gives each route its TSDoc without design-note citations, and the shapes it uses', () => {
    const verify = readBffRoutes(routesFile).find((route) => route.path === '/tools/execute');
    expect(verify?.description).toMatch(/\S/);
    expect(verify?.description).not.toMatch(/docs\/|src\//);
    expect(verify?.description).not.toMatch(/^POST \/tools\/execute/);
    expect(verify?.schemaNames).toContain('toolExecutionRequestSchema');
  });
});
