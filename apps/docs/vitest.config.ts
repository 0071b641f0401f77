import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      environment: 'node',
      reporters,
      // The testing guide's own test runs as written, against a real emulator.
      include: [
        'snippets.test.ts',
        'snippets/reference/testing/*.test.ts',
        'src/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      // Typechecking the snippets against every package's source takes a TypeScript program of
      // the whole workspace: on a busy two-core machine, well past vitest's 5 s default.
      testTimeout: 180_000,
    },
  }),
);
