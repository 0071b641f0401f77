import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      reporters,
      // src/react-version.test.ts checks that the suite runs on the React it means to.
      env: { PLUGBOARD_REACT_MAJOR: '19' },
    },
  }),
);
