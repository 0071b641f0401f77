import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { sourceConditions } = await import('../vitest.shared.ts');
    return mergeConfig(viteConfig, {
      resolve: sourceConditions.resolve,
      esbuild: sourceConditions.esbuild,
    });
  },
};

export default config;
