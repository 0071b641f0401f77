import { defineConfig } from 'vitest/config';
import { reportersNamed } from '../../vitest.shared.ts';

// Apart from the other browser tests: it builds a clone from nothing, so CI runs it first and
// alone, and `test:e2e` on a built checkout does not pay for it.
export default defineConfig({
  test: {
    include: ['e2e/clean-clone/*.e2e.ts'],
    environment: 'node',
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: reportersNamed('readme-commands'),
  },
});
