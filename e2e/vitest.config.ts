import { defineConfig } from 'vitest/config';
import { reportersNamed } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the machine has two cores and each test starts its own app.
    fileParallelism: false,
    reporters: reportersNamed('e2e'),
  },
});
