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
      // One Chromium at a time: the machine has two cores and each test starts its own app.
      fileParallelism: false,
      reporters: reportersNamed('e2e'),
    },
  }),
);
