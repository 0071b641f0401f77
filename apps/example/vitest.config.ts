import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    // The server tests start an emulator, whose PGlite compiles its WebAssembly first: on a busy
    // two-core machine that alone can pass vitest's 10 s default.
    test: { environment: 'node', reporters, hookTimeout: 120_000 },
  }),
);
