import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineConfig({
  resolve: sourceConditions.resolve,
  esbuild: sourceConditions.esbuild,
  build: { outDir: 'dist/client', emptyOutDir: true },
});
