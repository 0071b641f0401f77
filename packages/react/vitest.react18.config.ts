import { createRequire } from 'node:module';
import type { DepOptimizationOptions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { reportersNamed, sourceConditions } from '../../vitest.shared.ts';

/*
 * The hook tests again, on React 18 (docs/internals/code-style.md §"Lessons from other kits": kits break on a new React major; the
 * peer range is ^18 || ^19 and both are tested). `react-18` and `react-dom-18` are npm aliases of
 * react@18.3.1 and react-dom@18.3.1 (devDependencies). Every import of react or react-dom, from
 * our source and from the libraries the tests load (swr, Testing Library), goes to them:
 * - our source: resolve.alias;
 * - the libraries: they are pre-bundled by the dependency optimizer, whose esbuild build gets the
 *   same mapping as a plugin (react-dom@18's own `require('react')` would otherwise find the
 *   workspace's React 19 next to it, and vitest keeps `react` out of the optimizer's alias).
 */

const require = createRequire(import.meta.url);
const REACT = /^react(-dom)?(?=$|\/)/;
const toReact18 = (specifier: string) => specifier.replace(REACT, 'react$1-18');

type EsbuildPlugin = NonNullable<
  NonNullable<DepOptimizationOptions['esbuildOptions']>['plugins']
>[number];

const react18Resolution: EsbuildPlugin = {
  name: 'react-18',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path }) => ({
      path: require.resolve(toReact18(path)),
    }));
  },
};

export default mergeConfig(
  sourceConditions,
  defineConfig({
    resolve: { alias: [{ find: REACT, replacement: 'react$1-18' }] },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Most tests drive the real BFF and emulator: on a busy two-core machine a cold first
      // request takes seconds, and a test must fail on its assertions, not on the clock.
      testTimeout: 20_000,
      include: ['src/hooks/**/*.test.{ts,tsx}', 'src/react-version.test.ts'],
      env: { PLUGBOARD_REACT_MAJOR: '18' },
      // Its own report file, beside the React 19 run's (see vitest.shared.ts).
      reporters: reportersNamed('react-18'),
      deps: {
        optimizer: {
          web: {
            enabled: true,
            include: [
              'react-18',
              'react-18/jsx-runtime',
              'react-18/jsx-dev-runtime',
              'react-dom-18',
              'react-dom-18/client',
              'react-dom-18/test-utils',
              '@testing-library/react',
              'swr',
              'swr/infinite',
              'swr/_internal',
            ],
            esbuildOptions: { plugins: [react18Resolution] },
          },
        },
      },
    },
  }),
);
