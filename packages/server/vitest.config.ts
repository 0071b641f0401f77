import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    // Every test file starts a real emulator (PGlite); on a busy 2-core machine that can take seconds.
    test: { environment: 'node', reporters, hookTimeout: 60_000, testTimeout: 30_000 },
  }),
);
