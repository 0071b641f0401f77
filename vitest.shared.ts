import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Every package's vitest config extends this, so tests run on the workspace packages' `src`
 * (the `@plugboard/source` export condition) without building them first.
 */
export const sourceConditions = {
  resolve: { conditions: ['@plugboard/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plugboard/source', ...defaultServerConditions] } },
  esbuild: { jsx: 'automatic' },
} satisfies UserConfig;
