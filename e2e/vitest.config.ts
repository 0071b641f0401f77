import { defineConfig, mergeConfig } from 'vitest/config';
import { reportersNamed, sourceConditions } from '../vitest.shared.ts';

// Source conditions: e2e/label-fit.e2e.ts renders the ui package's components from source.
export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      include: ['e2e/**/*.e2e.ts'],
      // Run first and alone by scripts/run.mjs, with its own config.
      exclude: ['e2e/clean-clone/**'],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Two files at a time: each starts its own app, emulator and Chromium on free ports, and
      // spends much of its time waiting on them, so a second file fills a two-core machine's
      // idle time. More than two only adds contention.
      fileParallelism: true,
      pool: 'forks',
      maxWorkers: 2,
      minWorkers: 1,
      reporters: reportersNamed('e2e'),
    },
  }),
);
