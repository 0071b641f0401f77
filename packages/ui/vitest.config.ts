import { defineConfig, mergeConfig } from 'vitest/config';
import { reporters, sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({ test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], reporters } }),
);
