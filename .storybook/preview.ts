import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import '../packages/ui/src/styles.css';
import { PlugboardUiProvider } from '../packages/ui/src/provider/plugboard-ui-provider.tsx';
import { PSEUDO_LOCALIZATION } from '../packages/ui/src/test/pseudo-locale.ts';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
  // Every story in each palette: the toolbar sets data-theme on <html>, as a host page would, so
  // dialogs portalled under <body> follow too, and the canvas takes the palette's background.
  // Every story in the pseudo-locale too, to see that the longest labels still fit.
  globalTypes: {
    theme: {
      description: 'Plugboard theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Plugboard strings: English or the pseudo-locale (accented, bracketed)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'pseudo', title: 'Pseudo' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system', locale: 'en' },
  decorators: [
    (Story, context) => {
      if (context.globals.locale !== 'pseudo') return Story();
      // A provider replaces the one above it, so a story that renders its own takes the
      // pseudo-locale under the strings it sets itself, through its args.
      if (context.component === PlugboardUiProvider) {
        const own = context.args.localization as typeof PSEUDO_LOCALIZATION | undefined;
        return Story({
          args: { ...context.args, localization: { ...PSEUDO_LOCALIZATION, ...own } },
        });
      }
      return createElement(PlugboardUiProvider, { localization: PSEUDO_LOCALIZATION }, Story());
    },
    (Story, context) => {
      document.documentElement.dataset.theme = String(context.globals.theme ?? 'system');
      document.body.style.background = 'var(--pb-color-background)';
      return Story();
    },
  ],
};

export default preview;
