import type { NextConfig } from 'next';

// Next's defaults, but for where the build goes: the e2e test builds with Turbopack and with
// webpack from one install, each into its own folder.
const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
