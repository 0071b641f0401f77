import { basename, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

const resultsDir = process.env.PLUGBOARD_TEST_RESULTS;

/**
 * Every package's vitest config extends this, so tests run on the workspace packages' `src`
 * (the `@plugboard/source` export condition) without building them first.
 */
export const sourceConditions = {
  resolve: { conditions: ['@plugboard/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plugboard/source', ...defaultServerConditions] } },
  esbuild: { jsx: 'automatic' },
} satisfies UserConfig;

/**
 * `scripts/run.mjs test` sets PLUGBOARD_TEST_RESULTS so each suite also writes a JSON report
 * that it adds up into one closing line.
 */
export const reporters: NonNullable<ViteUserConfig['test']>['reporters'] = resultsDir
  ? ['default', ['json', { outputFile: join(resultsDir, `${basename(process.cwd())}.json`) }]]
  : ['default'];
