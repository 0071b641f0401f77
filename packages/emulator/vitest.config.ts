import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    // Each test file starts its own emulator (Postgres in WebAssembly): seconds on a busy machine.
    test: { environment: 'node', reporters, hookTimeout: 60_000, testTimeout: 30_000 },
  }),
);
