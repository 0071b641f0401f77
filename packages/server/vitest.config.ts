import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    // Every test file starts a real emulator (PGlite); on a busy 2-core machine that can take seconds.
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
