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

type Reporters = NonNullable<ViteUserConfig['test']>['reporters'];

/**
 * `scripts/run.mjs test` sets PLUGBOARD_TEST_RESULTS so each suite also writes a JSON report,
 * `<name>.json`, that it adds up into one closing line.
 */
export function reportersNamed(name: string): Reporters {
  return resultsDir
    ? ['default', ['json', { outputFile: join(resultsDir, `${name}.json`) }]]
    : ['default'];
}

/** The reporters of a package's suite, its report named after the package folder. */
export const reporters: Reporters = reportersNamed(basename(process.cwd()));
