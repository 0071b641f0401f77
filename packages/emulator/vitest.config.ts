import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    // Each test file starts its own emulator (Postgres in WebAssembly): seconds on a busy machine.
    test: {
      environment: 'node',
      reporters,
      hookTimeout: 60_000,
      testTimeout: 30_000,
      // The files of a worker share one module graph instead of importing the emulator's source
      // afresh each: half the suite's CPU (docs/internals/code-style.md §"Tests"). Every file
      // starts and closes its own emulator and servers, so nothing but loaded code is shared.
      isolate: false,
    },
  }),
);
