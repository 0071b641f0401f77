import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      reporters,
      // Many tests connect accounts through a real BFF and emulator before they render, and run
      // axe after: seconds on a busy two-core machine, where vitest's default of 5 s cut them off.
      testTimeout: 20_000,
    },
  }),
);
