import { createRequire } from 'node:module';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

const require = createRequire(import.meta.url);
const react18 = (id: string) => id.replace(/^react(-dom)?/, (name) => `${name}-18`);

export default mergeConfig(
  sourceConditions,
  defineConfig({
    resolve: {
      alias: [{ find: /^react(-dom)?(?=$|\/)/, replacement: 'react$1-18' }],
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/zz-version.test.tsx'],
      deps: {
        optimizer: {
          web: {
            enabled: true,
            include: ['react-18', 'react-18/jsx-runtime', 'react-dom-18', 'react-dom-18/client', 'react-dom-18/test-utils', '@testing-library/react', 'swr'],
            esbuildOptions: {
              plugins: [
                {
                  name: 'react-18',
                  setup(build) {
                    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: require.resolve(react18(args.path)) }));
                  },
                },
              ],
            },
          },
        },
      },
    },
  }),
);
