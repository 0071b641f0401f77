import { defineConfig, type Rollup } from 'vite';
import { sourceConditions } from '../../vitest.shared.ts';

/**
 * Rollup warnings that say nothing about this app, each with why:
 * - `"use client"` at the top of a module: the directive marks a client boundary for React
 *   Server Components hosts (Next.js); a client-only bundle has no such boundary, so dropping it
 *   is right. Rollup then fails to map that warning through the TypeScript source map, which is
 *   the "Error when using sourcemap" line printed after each one.
 * - zod's comments that read like `@__PURE__` annotations in places Rollup cannot use them:
 *   zod's own source, which we do not patch.
 * - a kit module both loaded lazily (by a component that keeps it out of apps that never show
 *   it) and imported directly (by a page of this app that shows it): true of this app, not a fault.
 */
function isNoise(warning: Rollup.RollupLog): boolean {
  const message = warning.message;
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return message.includes('"use client"');
  if (warning.code === 'SOURCEMAP_ERROR') return true;
  if (warning.code === 'INVALID_ANNOTATION') return Boolean(warning.id?.includes('/zod/'));
  return (
    warning.plugin === 'vite:reporter' &&
    message.includes('is dynamically imported by') &&
    message.includes('/packages/ui/src/')
  );
}

export default defineConfig({
  resolve: sourceConditions.resolve,
  esbuild: sourceConditions.esbuild,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: {
      onwarn(warning, warn) {
        if (!isNoise(warning)) warn(warning);
      },
    },
  },
});
