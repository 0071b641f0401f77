import { basename, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import { mergeConfig, type ViteUserConfig } from 'vitest/config';

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

/**
 * The suites whose every file starts its own emulator (Postgres in WebAssembly): the emulator's
 * and the server's. A start takes seconds on a busy two-core machine, hence the time limits. The
 * files of a worker share one module graph instead of importing the emulator's source afresh
 * each, half the suite's CPU (docs/internals/code-style.md §"Tests"): every file starts and
 * closes its own emulator and servers, so nothing but loaded code is shared.
 */
export const emulatorSuite = mergeConfig(sourceConditions, {
  test: {
    environment: 'node',
    reporters,
    hookTimeout: 60_000,
    testTimeout: 30_000,
    isolate: false,
  },
} satisfies ViteUserConfig);
