import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Most tests drive the real BFF and emulator: on a busy two-core machine a cold first
      // request takes seconds, and a test must fail on its assertions, not on the clock.
      testTimeout: 20_000,
      reporters,
      // src/react-version.test.ts checks that the suite runs on the React it means to.
      env: { PLUGBOARD_REACT_MAJOR: '19' },
    },
  }),
);
